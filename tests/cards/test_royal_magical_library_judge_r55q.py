"""Royal Magical Library (70791313), a judge's second look (round 55q): a Spell Card of either
player counts.

Sources: the card's text in our words (each Spell Card activated -- no "you" -- gives it a Spell
Counter, 3 at most); yugioh-wiki.net 《王立魔法図書館》 (either player's Spell Cards count; the
counter is placed as the Spell resolves)."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

LIBRARY = "Royal Magical Library"


def test_royal_magical_library_counts_the_opponents_spell():
    """Q: my opponent activates Dian Keto the Cure Master while my Royal Magical Library is
    face-up. A: as it resolves (they gain 1000) my Library gets 1 Spell Counter."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    library = table.monster(1, LIBRARY, position="defense")
    table.hand(0, "Dian Keto the Cure Master")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (9000, 8000)
    assert (library.card(duel).marks or {}).get("spell_counter", 0) == 1
    assert [(e["player"], e["name"], e["count"]) for e in of_type(duel, "counter")] == [(1, LIBRARY, 1)]
