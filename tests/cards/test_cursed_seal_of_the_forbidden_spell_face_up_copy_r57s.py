"""Cursed Seal of the Forbidden Spell (58851034), a judge's second look (round 57s): does the seal
reach the effect of a face-up copy of the sealed Spell already on the field?

Sources, in our words: today's text (the opponent cannot activate cards, or the effects of cards,
with that name for the rest of the Duel: a face-up copy's effect is sealed too); the 2005 print
(IOC-EN049, as round 57e's tests cite it: the opponent cannot activate Spell Cards of that name,
no word of their effects), so under the 2005 text the effect of a copy already face-up may still be
activated: our reading of the print, no ruling found. The engine's name lock (L.NO_ACTIVATE_NAME,
chain.py `_name_locked`) bars every activation of a card of that name, card or effect; under the
2005 text, its info cards_only bars the card's activation only (round 57l: the request of round
57s's report)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CS = "Cursed Seal of the Forbidden Spell"
CSR = "Card of Safe Return"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _sealed_then_revive(rules):
    """My face-up Card of Safe Return is on the field; I activate a second copy from my hand and
    the opponent negates it with Cursed Seal (discarding Dark Hole); then I revive Battle Ox with
    Monster Reborn."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, CSR, face_down=False)
    table.hand(0, CSR, "Monster Reborn")
    table.grave(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.spell_trap(1, CS)
    table.hand(1, "Dark Hole")
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CSR, first=True)
    s.pick("activate", CS, player=1, request="chain")
    s.pick("select", "Dark Hole", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == sorted(["Battle Ox", CSR]) and sorted(grave(duel, 1)) == sorted([CS, "Dark Hole"]), rules
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    s.pick("option", "Attack Position")
    return duel, s


def test_cursed_seal_of_the_forbidden_spell_seals_a_face_up_copys_effect_today():
    """Q (today's text): the opponent's Cursed Seal destroyed my second Card of Safe Return; my
    first copy is still face-up. I revive Battle Ox with Monster Reborn: may the face-up Card of
    Safe Return draw me a card? A: no: the seal reaches the effects of cards of that name too:
    no draw is offered."""
    duel, s = _sealed_then_revive("MR5")
    _pass_all(duel, s)
    assert duel.request.kind == "idle" and hand(duel, 0) == []
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_cursed_seal_of_the_forbidden_spell_2005_leaves_a_face_up_copys_effect():
    """Q (GOAT): the same. A: the 2005 print bars only activating Card of Safe Return as a card:
    the face-up copy's draw is offered and I draw Celtic Guardian."""
    duel, s = _sealed_then_revive("GOAT")
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert hand(duel, 0) == ["Celtic Guardian"]
