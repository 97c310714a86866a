"""The line a log event reads as names a card returned to the hand when it was public: a face-up
Spell Card that Giant Trunade returns is named, a Set card is "a card" (seed 000 §公開情報: a
face-up card on the field is known to both players, a Set card is not; duelist/engine/text.py
`describe`).
Round 48f: text.py `describe` told every card returned to the hand as "a card"."""

from duelist.engine.text import describe
from duelist.testing.scenario import Script, Table


def test_giant_trunade_returns_a_named_face_up_spell_and_an_unnamed_set_card():
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Giant Trunade")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    Script(duel).pick("activate", "Giant Trunade")
    while duel.request.kind == "chain":
        duel.answer(next(o for o in duel.request.options if o.kind == "pass"))
    lines = sorted(describe(e) for e in duel.log if e["type"] == "to_hand")
    assert lines == ["Swords of Revealing Light returns to the hand", "a card returns to the hand"]
