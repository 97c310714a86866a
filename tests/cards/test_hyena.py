"""Hyena: when it is destroyed by battle and sent to the GY, its owner may Special Summon any
number of "Hyena" from their Deck.

Sources: the card's text (the 2005 FET print, "when this card is destroyed as a result of
battle and sent to the Graveyard, you can Special Summon any number of "Hyena" from your Deck",
does what today's does: an optional "when" trigger; no ERAS entry); seed 000 §誘發效果 (an
optional trigger on "destroyed by battle and sent to the GY" is activated in the Damage Step);
Macro Cosmos' and Dimensional Fissure's texts (a monster they banish instead is not sent to the
GY: Hyena's condition fails, as Mystic Tomato's in tests/cards)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _hyena_attacked(deck, p1_face_up=()):
    table = Table(turn=4, turn_player=1, phase="battle_step")
    hyena = table.monster(0, "Hyena")                       # 1000 ATK
    table.monster(1, "Battle Ox")                           # 1700 ATK
    for name in p1_face_up:
        table.spell_trap(1, name, face_down=False)
    table.deck(0, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=hyena)
    _resolve(s)
    return duel, s


def test_hyena_destroyed_by_battle_summons_hyenas_from_the_deck():
    """Q: my Hyena is destroyed by my opponent's Battle Ox; two more Hyena are in my Deck: A: I
    may Special Summon both (each in a position I choose); my Deck keeps the rest."""
    duel, s = _hyena_attacked(["Hyena", "Celtic Guardian", "Hyena"])
    assert grave(duel, 0) == ["Hyena"] and lp(duel) == (7300, 8000)
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", "Hyena", first=True, request="select")
    s.pick("select", "Hyena", request="select")
    s.pick("option", "Attack Position", request="option")
    s.pick("option", "Defense Position", request="option")
    _resolve(s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Hyena", "attack"), ("Hyena", "defense")]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]


def test_hyena_may_summon_only_one_of_two():
    """Q: the same, but I want only one of the two Hyenas: A: "any number": I may stop after
    one."""
    duel, s = _hyena_attacked(["Hyena", "Hyena"])
    s.pick("yes", player=0, request="yes_no")
    _resolve(s)
    s.pick("select", "Hyena", first=True, request="select")
    s.pick("done", request="select")
    s.pick("option", "Defense Position", request="option")
    _resolve(s)
    assert [(c.name, c.position) for c in duel.monsters(0)] == [("Hyena", "defense")]
    assert [c.name for c in duel.players[0].deck] == ["Hyena"]


def test_hyena_with_no_hyena_in_the_deck_does_not_activate():
    """Q: my Deck holds no other Hyena: A: the effect cannot be activated: nothing is asked."""
    duel, s = _hyena_attacked(["Celtic Guardian"])
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert [e for e in duel.log if e["type"] == "chain"] == []


def test_hyena_destroyed_by_a_card_effect_summons_nothing():
    """Q: my Hyena is destroyed by my opponent's Man-Eater Bug's effect: A: not by battle:
    nothing is summoned."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Hyena")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.deck(0, ["Hyena", "Hyena"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", bug)
    s.pick("target", "Hyena", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Hyena"] and field_monsters(duel, 0) == []
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_hyena_banished_by_macro_cosmos_summons_nothing():
    """Q: Macro Cosmos is face-up when Battle Ox destroys my Hyena: A: Hyena is banished, not
    sent to the GY: nothing is summoned."""
    duel, s = _hyena_attacked(["Hyena", "Hyena"], p1_face_up=("Macro Cosmos",))
    assert banished(duel, 0) == ["Hyena"] and grave(duel, 0) == []
    assert field_monsters(duel, 0) == [] and duel.request.kind == "battle"
