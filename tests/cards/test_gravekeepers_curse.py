"""Gravekeeper's Curse: when Normal, Flip or Special Summoned, 500 damage to the opponent.

Sources: the card's text (2005: "when this card is Normal Summoned, Flip Summoned or Special
Summoned successfully, inflict 500 points of damage to your opponent's Life Points"; today's is
the same mandatory trigger: a Set is no Summon, and a face-down Curse flipped by an attack is
not Flip Summoned, so neither deals damage; Special Summoned by Gravekeeper's Spy, it burns); seed 000 §效果分類 › 誘發效果 (a trigger once activated resolves though its
monster left the field: Torrential Tribute chained to it); Skill Drain's text (the effects of
face-up monsters on the field are negated)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_gravekeepers_curse_normal_summoned_burns_500(rules):
    """Q: I Normal Summon Gravekeeper's Curse. A: my opponent takes 500 damage (2005 text and
    today's alike)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Curse")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Curse", request="idle")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert lp(duel) == (8000, 7500)


def test_gravekeepers_curse_flip_summoned_burns_500():
    """Q: I Flip Summon my Set Gravekeeper's Curse. A: 500 damage to my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Curse", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Curse", request="idle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7500)


def test_gravekeepers_curse_special_summoned_by_gravekeepers_spy_burns_500():
    """Q: my Gravekeeper's Spy is Flip Summoned and Special Summons Gravekeeper's Curse from my
    Deck. A: the Curse's summon starts its effect: 500 damage to my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Curse", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Spy", request="idle")
    _pass_all(s, duel)
    if duel.request.kind == "select":
        s.pick("select", "Gravekeeper's Curse")
    s.pick("option", "Defense Position", request="option")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert sorted(field_monsters(duel, 0)) == ["Gravekeeper's Curse", "Gravekeeper's Spy"]
    assert lp(duel) == (8000, 7500)


def test_gravekeepers_curse_set_or_flipped_by_an_attack_deals_nothing():
    """Q: I Set Gravekeeper's Curse; next turn my opponent's Battle Ox attacks it and flips it
    face-up. A: neither is a Summon: no damage to anyone but what the battle makes (none: it
    was in Defense Position); the Curse (800 DEF) is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Curse")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Gravekeeper's Curse", request="idle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("battle", request="idle", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Battle Ox", target=duel.players[0].mzone[0].uid, request="battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Gravekeeper's Curse"]
    assert lp(duel) == (8000, 8000)


def test_gravekeepers_curse_destroyed_by_torrential_tribute_in_response_still_burns():
    """Q: I Normal Summon Gravekeeper's Curse; my opponent chains Torrential Tribute to its
    effect. A: Torrential destroys the Curse first, but the trigger was already activated and
    still deals 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Curse")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Curse", request="idle")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Gravekeeper's Curse"]
    assert lp(duel) == (8000, 7500)


def test_gravekeepers_curse_under_skill_drain_deals_nothing():
    """Q: my opponent controls a face-up Skill Drain when I Normal Summon Gravekeeper's Curse.
    A: its effect is negated on the field: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gravekeeper's Curse")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Curse", request="idle")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)
