"""Crimson Ninja (14618326), Level 1 EARTH Warrior Flip monster, 300 / 300: FLIP: target 1 Trap on
the field and destroy it; a Set target is revealed, and destroyed only if it is a Trap.

Sources, in our words: the card's text (IOC-006, 2004: "destroy 1 Trap Card on the field; a
face-down card selected is flipped face-up, destroyed if it is a Trap, else returned to its
position"; today's "target 1 Trap on the field" does the same: no ERAS entry); yugioh-wiki.net
《赤い忍者》 (the effect of 《トラップ・マスター》: a Set card may be targeted whatever it is; a face-up
Spell may not); seed 000 §反轉效果 (a Flip effect is activated whenever the monster is flipped
face-up, by an attack too, and resolves though the monster was destroyed by that battle); Call of
the Haunted's text (destroyed, the monster it revived is destroyed too)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

NINJA = "Crimson Ninja"


def _table(turn_player=0, phase="main1"):
    table = Table(rules="GOAT", turn=3 + turn_player, turn_player=turn_player, phase=phase)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_crimson_ninja_destroys_a_set_trap():
    """Q: I Flip Summon Crimson Ninja and target my opponent's Set Mirror Force. A: it is revealed
    and destroyed."""
    table = _table()
    table.monster(0, NINJA, position="set")
    mf = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", NINJA)
    s.pick("target", mf)
    _pass(s)
    assert grave(duel, 1) == ["Mirror Force"]


def test_crimson_ninja_reveals_a_set_spell_and_leaves_it():
    """Q: I target my opponent's Set Mystical Space Typhoon with Crimson Ninja. A: it is revealed,
    not destroyed, and stays Set in its zone."""
    table = _table()
    table.monster(0, NINJA, position="set")
    mst = table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", NINJA)
    s.pick("target", mst)
    _pass(s)
    card = mst.card(duel)
    assert card.location == S.SZONE and not card.face_up
    assert grave(duel, 1) == []


def test_crimson_ninja_cannot_target_a_face_up_spell():
    """Q: the only Spell/Trap on the field is my opponent's face-up Messenger of Peace. A: it is no
    Trap: nothing can be targeted, the Flip Summon happens and Messenger stays."""
    table = _table()
    table.monster(0, NINJA, position="set")
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", NINJA)
    assert duel.request.kind != "target"
    _pass(s)
    assert duel.request.kind == "idle"
    assert grave(duel, 1) == []
    assert duel.players[1].szone[0] is not None and duel.players[1].szone[0].name == "Messenger of Peace"


def test_crimson_ninja_flipped_by_an_attack_still_destroys_the_trap():
    """Q: my opponent's Battle Ox attacks my Set Crimson Ninja; it is flipped and destroyed. A: its
    Flip effect still resolves: I target their Set Sakuretsu Armor and destroy it."""
    table = _table(turn_player=1, phase="battle_step")
    ninja = table.monster(0, NINJA, position="set")
    table.monster(1, "Battle Ox")
    armor = table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ninja, player=1)
    for _ in range(12):
        req = duel.request
        if req.kind == "target":
            s.pick("target", armor, player=0)
        elif req.kind == "chain":
            s.pick("pass", player=req.player)
        else:
            break
    assert grave(duel, 0) == [NINJA]
    assert grave(duel, 1) == ["Sakuretsu Armor"]
    assert lp(duel) == (8000, 8000)


def test_crimson_ninja_answered_by_the_targeted_call_of_the_haunted():
    """Q: Crimson Ninja targets my opponent's Set Call of the Haunted; they chain it and revive
    Summoned Skull. A: Call of the Haunted, now a face-up Trap, is destroyed, and the Skull with it."""
    table = _table()
    table.monster(0, NINJA, position="set")
    coth = table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", NINJA)
    s.pick("target", coth)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    for _ in range(12):
        req = duel.request
        if req.kind == "target":
            s.pick("target", "Summoned Skull", player=1)
        elif req.kind == "chain":
            s.pick("pass", player=req.player)
        else:
            break
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Summoned Skull"]
    assert duel.monsters(1) == []
