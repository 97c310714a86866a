"""Drillago (99050989): it may attack directly while the only cards on the opponent's side of the
field are face-up monsters with 1600 or more ATK.

Sources: the card's text in our words (IOC 2004; the OCG text 《ドリラゴ》 「相手フィールド上に攻撃力
1600以上の表側表示モンスターしか存在しない場合」; no ERAS entry); yugioh-wiki.net 《ドリラゴ》: every
monster the opponent controls must be face-up with 1600+ ATK and their Spell & Trap Zones and Field
Zone must be empty; FAQ: with only a face-down Defense Position monster, no direct attack. Skill
Drain negates a face-up monster's continuous effect (seed 000 §效果分類 › 永續效果)."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

DRILLAGO = "Drillago"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_drillago_attacks_directly_past_strong_monsters():
    """Q: My opponent controls only a face-up Summoned Skull (2500) and Battle Ox (1700). A:
    Drillago may attack directly: they take 1600."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DRILLAGO)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DRILLAGO, target="player", request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 8000 - 1600)


def test_drillago_blocked_by_a_weak_monster_a_face_down_one_or_a_spell_trap():
    """Q: My opponent controls Summoned Skull and also (a) Celtic Guardian (1400), (b) a face-down
    monster, (c) a Set card in the Spell & Trap Zone; or (d) a face-down monster alone. A: no
    direct attack is offered in any case."""
    for extra in ("weak", "set_monster", "set_card", "only_set"):
        table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
        table.monster(0, DRILLAGO)
        if extra != "only_set":
            table.monster(1, "Summoned Skull")
        if extra == "weak":
            table.monster(1, "Celtic Guardian")
        elif extra in ("set_monster", "only_set"):
            table.monster(1, "Battle Ox", position="set")
        else:
            table.spell_trap(1, "Mirror Force")
        duel = table.build()
        s = Script(duel)
        assert not s.has("attack", DRILLAGO, target="player"), extra


def test_drillago_under_skill_drain_cannot_attack_directly():
    """Q: My own Skill Drain is face-up; my opponent controls only Summoned Skull. A: Drillago's
    effect is negated: no direct attack."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(0, DRILLAGO)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", DRILLAGO, target="player")
    assert s.has("attack", DRILLAGO, target="Summoned Skull")
