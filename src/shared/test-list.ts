/** What a card of the public tests list (/tests) shows of a test. */
export interface TestListItem {
  id: number;
  title: string;
  description: string;
  category: string;
  level: string;
  timeLimit: number;
  passingScore: number;
  questionCount: number;
}
