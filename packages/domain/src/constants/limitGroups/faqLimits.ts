/** Property FAQs: S3 5 and 9. */
export const faqLimits = {
  questionMaxLength: 250,
  answerMaxLength: 1500,
  counterAmberShareLeft: 0.2,
  counterRedShareLeft: 0.1,
} as const;
