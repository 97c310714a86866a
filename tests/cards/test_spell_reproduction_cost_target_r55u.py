"""Spell Reproduction (29228529): may it take back a Spell it sent as its own cost?

Sources: the card's text (DCR 2003 and today's, in our words): send 2 Spells from the hand, and
take 1 Spell from the GY. The cost is paid as the card is activated and the target is chosen
after it, so a Spell just sent is in the GY and may be the target: our reading of the rule that
a cost is paid first (the newer wording of its twin Magical Stone Excavation says it outright:
"discard 2 cards, then target 1 Spell in your GY"); we found no ruling that forbids it.
Activating still needs a Spell in the GY before the cost is paid
(tests/cards/test_spell_reproduction_r55g.py: our reading, as every targeting card)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spell_reproduction_may_take_back_a_spell_sent_as_its_cost():
    """Q: my GY holds Pot of Greed; I activate Spell Reproduction sending Heavy Storm and Hinotama
    from my hand. May I target Heavy Storm? A: yes (our reading: the cost is paid before the target
    is chosen): Heavy Storm comes back to my hand; Hinotama, Pot of Greed and Spell Reproduction
    are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Spell Reproduction", "Heavy Storm", "Hinotama")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Spell Reproduction", player=0, request="idle")
    s.pick("select", "Heavy Storm", player=0)
    s.pick("select", "Hinotama", player=0)
    s.pick("target", "Heavy Storm", player=0, request="target")
    _finish(s)
    assert hand(duel, 0) == ["Heavy Storm"]
    assert sorted(grave(duel, 0)) == ["Hinotama", "Pot of Greed", "Spell Reproduction"]
