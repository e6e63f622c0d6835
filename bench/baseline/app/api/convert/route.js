import { NextResponse } from 'next/server';
import body from '../../../generated/convert-response.json';

// The same JSON the site's /api/convert answers; reading the query keeps the handler dynamic, like the site's.
export function GET(request) {
  request.nextUrl.searchParams.get('size');
  return NextResponse.json(body);
}
