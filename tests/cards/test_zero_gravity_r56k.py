"""Zero Gravity (83133491), Normal Trap: change the battle positions of all face-up monsters on
the field.

Sources, in our words: the card's text (IOC, 2005; today's the same); yugioh-wiki.net
《重力解除》: face-up Attack Position monsters become face-up Defense and face-up Defense ones
become face-up Attack, both players'; face-down monsters are not changed; activated at an
opponent's attack declaration, the attacker turned to Defense Position can no longer attack and
the attack stops (seed 004 §战斗阶段中的卷回 / the attacker changed to Defense Position before
damage calculation). With no face-up monster on the field it would do nothing, and a card whose
effect could apply to nothing cannot be activated (yugioh-wiki.net 「空撃ち」: activating an
effect known on activation to have nothing to apply to is not allowed; no card-specific FAQ was
found, so this is the general rule applied, not a ruling on this card). The 2005 text and today's do the same."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

ZG = "Zero Gravity"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_zero_gravity_swaps_every_face_up_position():
    """Q: I activate Zero Gravity with my face-up Attack Battle Ox, my face-down monster, and the
    opponent's face-up Defense Mystical Elf and face-up Attack Celtic Guardian. A: the Ox and the
    Guardian are now in face-up Defense, the Elf in face-up Attack; my face-down monster stays
    face-down (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, ZG)
        ox = table.monster(0, "Battle Ox")
        fd = table.monster(0, "Hitotsu-Me Giant", position="set")
        elf = table.monster(1, "Mystical Elf", position="defense")
        cg = table.monster(1, "Celtic Guardian")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", ZG)
        _pass_all(duel, s)
        assert [ox.card(duel).position, fd.card(duel).position, elf.card(duel).position,
                cg.card(duel).position] == ["defense", "set", "attack", "defense"], rules
        assert grave(duel, 0) == [ZG]


def test_zero_gravity_stops_an_attack():
    """Q: the opponent's Summoned Skull attacks me directly; I activate Zero Gravity. A: the Skull
    is now in Defense Position: its attack stops, I take no damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, ZG)
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", player=1)
    s.pick("activate", ZG, player=0, request="chain")
    _pass_all(duel, s)
    assert skull.card(duel).position == "defense" and lp(duel) == (8000, 8000)
    assert not [e for e in duel.log if e["type"] == "damage"]


def test_zero_gravity_needs_a_face_up_monster():
    """Q: only face-down monsters are on the field. A: it would change nothing: it cannot be
    activated (our reading)."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, ZG)
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", ZG)
