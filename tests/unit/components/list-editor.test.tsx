// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListEditor } from '@/components/dashboard/content/list-editor';
import en from '@/messages/en.json';
import { renderWithIntl } from '../render-with-intl';

describe('ListEditor', () => {
  it('gives every field a valid id its label points to, even with a legend of several words', () => {
    const t = en.ContentAdmin;
    renderWithIntl(
      <ListEditor
        legend={t.faqs}
        items={[
          { question: 'Q1', answer: 'A1' },
          { question: 'Q2', answer: 'A2' },
        ]}
        fields={[
          { key: 'question', label: t.question },
          { key: 'answer', label: t.answer, multiline: true },
        ]}
        empty={{ question: '', answer: '' }}
        onChange={() => {}}
        addLabel={t.addFaq}
      />,
    );
    const fields = [screen.getByLabelText(`${t.question} 1`), screen.getByLabelText(`${t.answer} 2`)];
    expect(fields.map((field) => (field as HTMLInputElement).value)).toEqual(['Q1', 'A2']);
    const ids = [...document.querySelectorAll('input, textarea')].map((field) => field.id);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(id).toMatch(/^\S+$/);
    expect(new Set(ids).size).toBe(4);
  });
});
