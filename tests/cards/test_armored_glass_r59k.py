"""Armored Glass (36868108): Normal Trap; activated when a monster is equipped with an Equip Card,
it negates the effects of every Equip Card on the field for the rest of the turn.

Sources, in our words: the card's text (PSV, 2002: "only when a monster is equipped with an Equip
Card"; the effects of all Equip Cards on the field are negated during that turn; no ERAS entry,
today's text and the OCG text of 《ガラスの鎧》 mean the same: tested under both presets); an Equip
Card's negated effect does not apply while the card stays equipped (seed 000 §裝備魔法: the card is
not destroyed, only its effect stops), and Snatch Steal's control ends while its effect is negated
and applies again once the negation ends (docs/cards.md `take_control`, as Snatch Steal's tests under
Imperial Order). Our reading: the Equip Cards on the field as it resolves; one equipped later that
turn is not negated."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

AG = "Armored Glass"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _answer_the_equip(s, settled):
    """Pass until the chain that equipped the monster has resolved (`settled()`), then activate
    Armored Glass in the window its equip opened."""
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        if duel.request.player == 0 and settled() and s.has("activate", AG):
            s.pick("activate", AG, player=0)
            return True
        s.pick("pass", player=duel.request.player)
    return False


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_armored_glass_negates_axe_of_despair_for_the_turn(rules):
    """Q: my opponent equips their Battle Ox (1700) with Axe of Despair (2700) and I answer the equip
    with Armored Glass; then Battle Ox attacks my Mystical Elf (DEF 2000, face-up Defense). A: Axe of
    Despair's gain is gone for the turn: Battle Ox is 1700, Mystical Elf survives and my opponent
    takes 300; the Axe stays on the field. (Lead, stop 59: activated when the monster is equipped,
    round 59y's review; it was activated at the attack before.)"""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, AG)
    ox = table.monster(1, "Battle Ox")
    table.hand(1, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", player=1)
    s.pick("target", ox, player=1)
    assert _answer_the_equip(s, lambda: duel.atk(ox.card(duel)) == 2700)
    _pass(s)
    assert duel.atk(ox.card(duel)) == 1700
    s.pick("battle", player=1)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    _pass(s)
    assert duel.players[1].lp == 7700 and [c.name for c in duel.monsters(0)] == ["Mystical Elf"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Axe of Despair"]
    assert grave(duel, 0) == [AG]


def test_armored_glass_needs_an_equipped_monster():
    """Q: no Equip Card is on the field: may I activate Armored Glass? A: no."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, AG)
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and s.has("activate", AG))


def test_armored_glass_takes_my_monster_back_from_snatch_steal_for_the_turn():
    """Q: my opponent takes my Battle Ox with Snatch Steal; I answer its equip with Armored Glass. A:
    Snatch Steal's effect is negated: Battle Ox is mine again this turn; once the turn ends the
    negation ends and Snatch Steal's control applies again (Battle Ox is theirs on my turn)."""
    table = Table(turn=4, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, AG)
    table.hand(1, "Snatch Steal")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", ox, player=1)
    assert _answer_the_equip(s, lambda: ox.card(duel).controller == 1)
    _pass(s)
    assert ox.card(duel).controller == 0 and duel.phase == "main1"     # (the menu comes back)
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and ox.card(duel).controller == 1
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Snatch Steal"]
