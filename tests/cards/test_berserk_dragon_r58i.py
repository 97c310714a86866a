"""Berserk Dragon (85605684): never Normal Summoned or Set, Special Summoned only by A Deal with Dark
Ruler's effect; it may attack each of the opponent's monsters once per Battle Phase; in each of its
controller's End Phases it loses 500 ATK.

Sources, in our words: the card's texts (DCR-EN019, 2005, and today's; no ERAS entry); yugioh-wiki.net
《バーサーク・デッド・ドラゴン》: "only by that card's effect" (no other effect summons it, Monster Reborn
included), the End Phase loss a mandatory trigger of its controller's own End Phase, lasting; attacking
every monster is Asura Priest's rule (no direct attack once it attacked a monster). A Deal with Dark
Ruler has no script yet: the tests place Berserk Dragon on the field as properly summoned. Skill Drain
negates its continuous and trigger effects on the field (seed 000 §永續效果)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BD = "Berserk Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(turn=3, turn_player=0, phase="battle_step", drain=False):
    table = Table(rules="GOAT", turn=turn, turn_player=turn_player, phase=phase)
    bd = table.monster(0, BD, summon_kind="proc")
    ox = table.monster(1, "Battle Ox")
    cg = table.monster(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    if drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table, bd, ox, cg


def test_berserk_dragon_attacks_every_opponents_monster():
    """Q: Berserk Dragon (3500) attacks Battle Ox (1700) and then Celtic Guardian (1400). A: both are
    destroyed, my opponent takes 1800 + 2100 (4100 left); it cannot then attack directly."""
    table, bd, ox, cg = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BD, target=ox, request="battle")
    _pass(s)
    s.pick("attack", BD, target=cg, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox", "Celtic Guardian"] and lp(duel) == (8000, 4100)
    assert not s.has("attack", BD, target="player")


def test_berserk_dragon_loses_500_in_each_of_its_controllers_end_phases():
    """Q: Berserk Dragon stays on the field through my End Phase, my opponent's turn and my next End
    Phase. A: 3000 after my first End Phase, still 3000 through my opponent's, 2500 after my next."""
    table, bd, ox, cg = _table(phase="main2")
    duel = table.build()
    s = Script(duel)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and duel.atk(bd.card(duel)) == 3000
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(bd.card(duel)) == 3000
    s.end_turn()
    _pass(s)
    assert duel.turn == 6 and duel.atk(bd.card(duel)) == 2500


def test_berserk_dragon_is_never_normal_summoned_nor_revived_by_monster_reborn():
    """Q: can I Normal Summon or Set Berserk Dragon from my hand (with 2 Tributes), or revive it from my
    GY with Monster Reborn? A: no: only A Deal with Dark Ruler's effect Special Summons it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, BD, "Monster Reborn")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.grave(0, BD)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", BD) and not s.has("set", BD)
    assert not s.has("activate", "Monster Reborn")


def test_berserk_dragon_under_skill_drain_attacks_once_and_keeps_its_atk():
    """Q: my opponent has a face-up Skill Drain. A: Berserk Dragon attacks once only (its effect is
    negated): after destroying Battle Ox it has no attack left; and my End Phase takes nothing off
    its 3500."""
    table, bd, ox, cg = _table(drain=True)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BD, target=ox, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 6200)
    assert not s.has("attack", BD, target=cg)
    s.pick("end_battle")
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and duel.atk(bd.card(duel)) == 3500
