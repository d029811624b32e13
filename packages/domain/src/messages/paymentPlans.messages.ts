/** The property form's payment plans and their milestones (spec 3 section 3, issue 17). */
export const paymentPlansMessages = {
  title: 'Payment Plans',
};
