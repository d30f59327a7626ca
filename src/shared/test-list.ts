/** What a card of the public tests list (/tests) shows of a test; its group names the category. */
export interface TestListItem {
  id: number;
  title: string;
  description: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  questionCount: number;
}
