// Which RECORD_GOLDENS values record: a user who writes `RECORD_GOLDENS=true` expects
// recording, not a silent verification.

import Testing
import WidgetCheck

@Suite struct RecordModeTests {
    @Test func truthyValuesRecord() {
        for value in ["1", "true", "YES", "on", " yes "] {
            #expect(SnapshotAssertion.modeFromEnvironment(["RECORD_GOLDENS": value]) == .record, "\(value)")
        }
    }

    @Test func falsyValuesAndUnsetVerify() {
        for value in ["", "0", "false", "No", "OFF"] {
            #expect(SnapshotAssertion.modeFromEnvironment(["RECORD_GOLDENS": value]) == .verify, "\(value)")
        }
        #expect(SnapshotAssertion.modeFromEnvironment([:]) == .verify)
    }

    @Test func addRecordsAddsRecords() {
        for value in ["add-records", " Add-Records "] {
            #expect(SnapshotAssertion.modeFromEnvironment(["RECORD_GOLDENS": value]) == .addRecords, "\(value)")
        }
    }
}
