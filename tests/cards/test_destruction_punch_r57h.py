"""Destruction Punch (5616412), Normal Trap: when an opponent's monster attacks a Defense Position
monster you control whose DEF is higher than the attacker's ATK, destroy the attacking monster at
the end of the Damage Step.

Sources, in our words: the card's texts (LON-085, 2003, and today's: the same; no ERAS entry);
yugioh-wiki.net 《カウンターパンチ》 (OCG text: 守備表示モンスターが攻撃を受けた時 ... 攻撃モンスターを
ダメージステップ終了時に破壊する): the attacker is destroyed at the end of the Damage Step, not at
damage calculation -- after the battle damage it takes from the higher DEF (seed 004 §伤害的判定:
attack into a Defense Position monster with higher DEF, the attacker's controller takes the
difference); the comparison is the text's activation condition (our reading: Attack Position or
a DEF not higher and it cannot be activated); a face-down Defense Position monster is "a Defense
Position monster" (its controller knows its DEF)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DP = "Destruction Punch"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_destruction_punch_destroys_the_weaker_attacker_at_the_end_of_the_damage_step():
    """Q: my opponent's Battle Ox (1700) attacks my face-up Defense Position Mystical Elf (2000
    DEF); I activate Destruction Punch. A: they take 300 battle damage; Battle Ox is still on the
    field after damage calculation and destroyed at the end of the Damage Step; Mystical Elf stays
    (both eras)."""
    for rules in ("GOAT", "MR5"):
        seen = []
        table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
        ox = table.monster(1, "Battle Ox")
        elf = table.monster(0, "Mystical Elf", position="defense")
        table.spell_trap(0, DP)
        table.at("after_damage_calculation", lambda duel: seen.append(ox.card(duel).location))
        duel = table.build()
        s = Script(duel)
        s.pick("attack", ox, target=elf, player=1)
        s.pick("activate", DP, player=0, request="chain")
        _pass_all(duel, s)
        assert seen == [S.MZONE], rules
        assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [DP], rules
        assert elf.card(duel).location == S.MZONE and lp(duel) == (8000, 7700), rules


def test_destruction_punch_not_when_the_def_is_not_higher():
    """Q: my opponent's Summoned Skull (2500) attacks my face-up Defense Position Mystical Elf
    (2000 DEF); or their Battle Ox attacks my Attack Position Mystical Elf. A: Destruction Punch
    cannot be activated in either."""
    for attacker, position in (("Summoned Skull", "defense"), ("Battle Ox", "attack")):
        table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
        table.monster(1, attacker)
        elf = table.monster(0, "Mystical Elf", position=position)
        table.spell_trap(0, DP)
        table.spell_trap(0, "Sakuretsu Armor")     # (something to offer me a window)
        duel = table.build()
        s = Script(duel)
        s.pick("attack", attacker, target=elf, player=1)
        assert duel.request.kind == "chain" and duel.request.player == 0
        assert not s.has("activate", DP), (attacker, position)


def test_destruction_punch_for_a_face_down_defender():
    """Q: my opponent's Battle Ox attacks my face-down Mystical Elf; I activate Destruction Punch.
    A: Elf is flipped face-up (2000 DEF), they take 300, and Battle Ox is destroyed at the end of
    the Damage Step."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, DP)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=elf, player=1)
    s.pick("activate", DP, player=0, request="chain")
    _pass_all(duel, s)
    assert elf.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7700)


def test_destruction_punch_nothing_once_the_attack_is_stopped():
    """Q: my opponent's Battle Ox attacks my Defense Position Mystical Elf; I activate Destruction
    Punch, and chain Sakuretsu Armor, which destroys Battle Ox first. A: Destruction Punch
    resolves with no attacker: nothing else happens; no battle, no damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, DP)
    table.spell_trap(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", ox, target=elf, player=1)
    s.pick("activate", DP, player=0, request="chain")
    while not s.has("activate", "Sakuretsu Armor"):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Sakuretsu Armor", player=0)
    s.pick("target", ox, player=0)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Battle Ox"] and sorted(grave(duel, 0)) == [DP, "Sakuretsu Armor"]
    assert lp(duel) == (8000, 8000) and elf.card(duel).location == S.MZONE
