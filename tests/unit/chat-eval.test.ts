import { describe, expect, it } from 'vitest';
import { answer } from '@/lib/server/chat/answer';
import { offTopic, onTopic } from '@/tests/fixtures/chat-eval';

function isCorrect(question: string, mustMention: readonly string[]): boolean {
  const result = answer(question);
  const reply = result.reply.toLowerCase();
  return result.kind !== 'unknown' && mustMention.every((m) => reply.includes(m.toLowerCase()));
}

describe('chatbot evaluation set', () => {
  it('has at least 40 visitor questions and 5 off-topic ones', () => {
    expect(onTopic.length).toBeGreaterThanOrEqual(40);
    expect(offTopic.length).toBeGreaterThanOrEqual(5);
  });

  it('answers at least 90% of the evaluation set correctly', () => {
    const onTopicWrong = onTopic.filter((c) => !isCorrect(c.question, c.mustMention));
    const offTopicWrong = offTopic.filter((q) => answer(q).kind !== 'unknown');
    const total = onTopic.length + offTopic.length;
    const score = (total - onTopicWrong.length - offTopicWrong.length) / total;
    console.info(
      `chat evaluation: ${(score * 100).toFixed(1)}% correct (${total - onTopicWrong.length - offTopicWrong.length}/${total})`,
    );
    for (const c of onTopicWrong)
      console.info(`  missed: ${c.question} -> ${answer(c.question).reply}`);
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  it.each(offTopic)('says honestly it does not know: %s', (question) => {
    expect(answer(question).kind).toBe('unknown');
  });
});
