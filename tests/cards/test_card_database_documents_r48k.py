"""A card database document handed over whole (`CardDatabase.from_document`) without its column
list (round 48k): refused with the database's own error, which says to re-run the import."""

import pytest

from duelist.cards import db


def test_a_document_without_fields_is_refused_as_unexpected_columns():
    document = {"format": db.FORMAT_NAME, "version": db.FORMAT_VERSION, "langs": list(db.LANGS), "cards": []}
    with pytest.raises(db.CardDatabaseError, match="unexpected columns"):
        db.CardDatabase.from_document(document)
