import SciChart
import Testing

@testable import SciChartDatabase

/// Passwords are taken out of every message, in each form a connection string writes them.
@Suite struct PasswordScrubberTests {
    @Test(arguments: [
        ("host=h password=hunter2 user=u", "host=h password=*** user=u"),
        ("host=h PASSWORD = 'hun ter\\'2' user=u", "host=h PASSWORD=*** user=u"),
        ("postgresql://bob:hunter2@db.example:5432/x", "postgresql://bob:***@db.example:5432/x"),
        ("postgres://bob:p%40ss:w@host/x?sslmode=require", "postgres://bob:***@host/x?sslmode=require"),
        ("postgresql://bob@host/x", "postgresql://bob@host/x"),
        ("postgresql://host/x?password=hunter2&user=bob", "postgresql://host/x?password=***&user=bob"),
        (
            "FATAL: password authentication failed for user \"u\"",
            "FATAL: password authentication failed for user \"u\""
        ),
    ])
    func settingsAndAddresses(text: String, scrubbed: String) {
        #expect(PasswordScrubber(password: nil).scrub(text) == scrubbed)
    }

    @Test func theKnownPasswordGoesWherever() {
        let scrubber = PasswordScrubber(password: "s3cr3t!")
        #expect(scrubber.scrub("could not use s3cr3t! for x, s3cr3t!") == "could not use *** for x, ***")
    }

    @Test func aMalformedConnectionStringShowsNoPassword() {
        #expect {
            try SCIPostgresPointStore(connectionString: "host=x password='unterminated s3cr3t", table: "t")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen = error else { return false }
            return !"\(error)".contains("s3cr3t")
        }
        #expect {
            try SCIPostgresPointStore(connectionString: "postgresql://u:s3cr3t@[bad/x", table: "t")
        } throws: { error in
            guard case SCIPointStoreError.cannotOpen = error else { return false }
            return !"\(error)".contains("s3cr3t")
        }
    }
}
