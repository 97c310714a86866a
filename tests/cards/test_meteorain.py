"""Meteorain (64274292): Normal Trap: for the rest of the turn, its player's monsters inflict piercing
battle damage (attacking a Defense Position monster whose DEF their ATK exceeds, the opponent takes
the difference).

Sources, in our words: the OCG text 《メテオ・レイン》 (this turn, when a monster of yours attacks a Defense
Position monster and its ATK is above that DEF, the opponent takes the difference as battle damage)
and the TCG prints (DR1-EN099), which say the same (no ERAS entry). Our readings of the text: it is a
rule on its player for the turn, not an effect on the monsters there at its resolution, so a monster
Summoned after it resolved pierces too (yugipedia "Meteorain": "your monsters" this turn); only its
player's monsters; not activated in the Damage Step (it changes no ATK/DEF: seed 004 §战斗处理时
（伤害步骤）的注意); its damage is battle damage, so Waboku keeps it off."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

MR = "Meteorain"


def _finish(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="GOAT", phase="main1"):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table


def _attack(s, duel, attacker, target):
    s.pick("attack", attacker, target=target, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_meteorain_makes_an_attack_on_a_defender_pierce():
    """Q: I activate Meteorain in my Battle Step; my Summoned Skull (2500) attacks my opponent's Set
    Mystical Elf (DEF 2000). A: the Elf is destroyed and my opponent takes 500 battle damage."""
    table = _table(phase="battle_step")
    table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MR, player=0)
    _finish(s, duel)
    _attack(s, duel, "Summoned Skull", elf)
    assert lp(duel) == (8000, 7500) and grave(duel, 1) == ["Mystical Elf"]
    assert [e["amount"] for e in of_type(duel, "damage")] == [500]


def test_meteorain_reaches_a_monster_summoned_after_it():
    """Q: in my Main Phase 1, with no monster, I activate Meteorain, then Normal Summon Battle Ox
    (1700) and attack my opponent's Sangan in Defense Position (DEF 600). A: Meteorain is a rule
    on me for the turn: Battle Ox pierces, my opponent takes 1100."""
    table = _table()
    table.hand(0, "Battle Ox")
    sangan = table.monster(1, "Sangan", position="defense")
    table.spell_trap(0, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MR, player=0)
    _finish(s, duel)
    s.pick("summon", "Battle Ox")
    _finish(s, duel)
    s.pick("battle", player=0)
    _finish(s, duel)
    _attack(s, duel, "Battle Ox", sangan)
    assert lp(duel) == (8000, 8000 - 1100) and "Sangan" in grave(duel, 1)


def test_meteorain_only_for_its_player_and_only_this_turn():
    """Q: my opponent activates Meteorain in my Battle Step; my Summoned Skull attacks their Set
    Mystical Elf. Next turn their Summoned Skull attacks my Set Mystical Elf. A: Meteorain gives
    piercing to its player's monsters only, for that turn only: no damage either time."""
    table = _table(phase="battle_step")
    table.monster(0, "Summoned Skull")
    their_elf = table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Summoned Skull", attacked=True)
    my_elf = table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(1, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=their_elf, player=0)
    s.pick("activate", MR, player=1, request="chain")
    _finish(s, duel)
    assert grave(duel, 1) == [MR, "Mystical Elf"]
    assert lp(duel) == (8000, 8000)
    s.end_turn()
    _finish(s, duel)
    while duel.request.kind != "idle" or duel.request.player != 1:
        s.pick("pass", player=duel.request.player)
    s.pick("battle", player=1)
    _finish(s, duel)
    s.pick("attack", "Summoned Skull", target=my_elf, player=1)
    _finish(s, duel)
    assert lp(duel) == (8000, 8000) and "Mystical Elf" in grave(duel, 0)


def test_meteorain_is_not_activated_in_the_damage_step():
    """Q: my Summoned Skull attacks my opponent's Set Mystical Elf; may I activate Meteorain in the
    Damage Step? A: no, it changes no ATK/DEF (seed 004: in the Damage Step only ATK/DEF changers
    and Counter Traps): no window there offers it, and my opponent takes no damage."""
    table = _table(phase="battle_step")
    table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=elf, player=0)
    offered_in_damage_step = False
    while duel.request is not None and duel.request.kind == "chain":
        if duel.step == "damage" and s.has("activate", MR):
            offered_in_damage_step = True
        s.pick("pass", player=duel.request.player)
    assert not offered_in_damage_step and lp(duel) == (8000, 8000) and grave(duel, 1) == ["Mystical Elf"]


def test_meteorain_damage_kept_off_by_waboku():
    """Q: I activate Meteorain; my opponent answers with Waboku; my Summoned Skull then attacks their
    Set Mystical Elf. A: the piercing damage is battle damage, which Waboku keeps off them (and
    their Elf is not destroyed by battle): 8000 LP each."""
    table = _table(phase="battle_step")
    table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, MR)
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MR, player=0)
    s.pick("activate", "Waboku", player=1, request="chain")
    _finish(s, duel)
    _attack(s, duel, "Summoned Skull", elf)
    assert lp(duel) == (8000, 8000) and [c.name for c in duel.monsters(1)] == ["Mystical Elf"]
    assert of_type(duel, "no_damage")[-1]["amount"] == 500


def test_meteorain_under_the_default_rules():
    """Q: the same first position under today's rules (Master Rule): Meteorain, then Summoned Skull
    (2500) attacks a Set Mystical Elf (DEF 2000). A: 500 piercing damage, as in 2005."""
    table = _table(rules="MR5", phase="battle_step")
    table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, MR)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MR, player=0)
    _finish(s, duel)
    _attack(s, duel, "Summoned Skull", elf)
    assert lp(duel) == (8000, 7500)
