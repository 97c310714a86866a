"""Black Tyranno (38670435), a judge's review (round 56r): its direct attack when an Attack
Position monster arrives after the attack declaration.

Sources: the card's texts in our words (a continuous effect that holds only while every monster
the opponent controls is in Defense Position); seed 004 §战斗阶段中的卷回 (a change in the number
of the opponent's monsters after an attack is declared gives the attacker a replay: it chooses
a target again, or does not attack); yugioh-wiki.net 《暗黒恐獣》 (with an Attack Position monster
there it attacks as any monster does)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table

BT = "Black Tyranno"


def test_black_tyranno_replay_after_call_of_the_haunted_cannot_go_direct():
    """Q: my opponent has only a Defense Position Mystical Elf; Black Tyranno declares a direct
    attack; they answer with Call of the Haunted, reviving Battle Ox in Attack Position. A: the
    number of their monsters changed: a replay; Battle Ox is in Attack Position, so Black Tyranno
    may no longer attack directly, only a monster (or stop): it attacks Battle Ox, 900 to them."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BT)
    table.monster(1, "Mystical Elf", position="defense")
    table.grave(1, "Battle Ox")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BT, target="player")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    while duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position", player=1)
        else:
            s.pick("pass", player=duel.request.player)
    s.expect(request="replay", player=0)
    assert not s.has("retarget", BT, target="player")
    assert s.has("retarget", BT, target="Battle Ox") and s.has("retarget", BT, target="Mystical Elf")
    s.pick("retarget", BT, target="Battle Ox")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 7100) and field_monsters(duel, 1) == ["Mystical Elf"]


def test_black_tyranno_replay_after_scapegoat_may_still_go_direct():
    """Q: my opponent has only a Defense Position Mystical Elf; Black Tyranno declares a direct
    attack; they answer with Scapegoat (4 Sheep Tokens in Defense Position). A: a replay, and every
    monster there is still in Defense Position: Black Tyranno may attack directly again, 2600."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, BT)
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", BT, target="player")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.expect(request="replay", player=0)
    s.pick("retarget", BT, target="player")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 5400) and len(field_monsters(duel, 1)) == 5
