import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { api } from "../api.ts";
import { type AdminTest, type AdminTopic, keys, useCategories } from "../queries.ts";
import { EditTestDialog } from "../tests/edit-test-dialog.tsx";
import { knownCategories } from "../tests/filter-admin-tests.ts";
import { EditTopicDialog } from "../topics/edit-topic-dialog.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { type ReportedPlace, reportKeys } from "./reports-api.ts";

/** "Edit by Hand": the topic's or test's own edit dialog, opened from its reports. */
export function EditPlaceButton({ place }: { place: ReportedPlace }) {
  const [open, setOpen] = useState(false);
  const path = place.kind === "lesson" ? "/api/topics" : "/api/tests";
  const row = useQuery({
    queryKey: [...(place.kind === "lesson" ? keys.topics : keys.tests), "one", place.contentId],
    queryFn: () => api<AdminTopic | AdminTest>("GET", `${path}/${place.contentId}`),
    enabled: open,
  });
  const categories = useCategories();
  const client = useQueryClient();
  // An edit changes what the place holds now (an edited question has a new key).
  const close = () => {
    setOpen(false);
    void client.invalidateQueries({ queryKey: reportKeys.all });
  };
  const ready = open && row.data !== undefined;
  return (
    <>
      <Button variant="secondary" disabled={open && row.isFetching} onClick={() => setOpen(true)}>
        {open && row.isFetching ? <Spinner /> : null}
        Edit by Hand
      </Button>
      {place.kind === "lesson" ? (
        <EditTopicDialog topic={ready ? (row.data as AdminTopic) : null} onClose={close} />
      ) : (
        <EditTestDialog
          test={ready ? (row.data as AdminTest) : null}
          categories={knownCategories(categories.data, undefined)}
          onClose={close}
        />
      )}
    </>
  );
}
