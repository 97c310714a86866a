"""Bite Shoes (50122883): Flip effect: it targets a face-up monster on the field and switches it
between Attack and Defense Position.

Sources: the card's texts read in our words (the 2005 print, Pharaoh's Servant PSV-080, and
today's do the same: no ERAS entry); yugioh-wiki.net 《朱い靴》: a Flip effect that targets one
face-up monster, either side; it is mandatory, so with no other face-up monster it must target
itself (as Dark Jeroid's mandatory trigger does, round 55h); a face-down monster is no target;
flipped face-up by an attack it is activated after damage calculation (seed 000 §反轉效果), and
may switch the attacker."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SHOES = "Bite Shoes"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_bite_shoes_puts_an_attacker_in_defense_position():
    """Q: I Flip Summon Bite Shoes and target my opponent's Battle Ox in Attack Position. A: Battle
    Ox is now in face-up Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SHOES, position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SHOES)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert ox.card(duel).position == "defense" and ox.card(duel).face_up


def test_bite_shoes_puts_a_defender_in_attack_position():
    """Q: I Flip Summon Bite Shoes and target my opponent's face-up Defense Position Mystical Elf
    (800 ATK / 2000 DEF). A: it is switched to Attack Position, ready to be attacked by its 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SHOES, position="set")
    elf = table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SHOES)
    s.pick("target", elf, player=0)
    _resolve(s)
    assert elf.card(duel).position == "attack"


def test_bite_shoes_alone_must_switch_itself():
    """Q: I Flip Summon Bite Shoes while my opponent's only monster is Set. A: the effect is
    mandatory and a face-down monster is no target: Bite Shoes is the only target and goes to
    Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    shoes = table.monster(0, SHOES, position="set")
    table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SHOES)
    s.expect(request="target", player=0)
    assert [o.card for o in duel.request.options if o.kind == "target"] == [shoes.uid(duel)]
    s.pick("target", shoes, player=0)
    _resolve(s)
    assert shoes.card(duel).position == "defense" and shoes.card(duel).face_up


def test_bite_shoes_flipped_by_an_attack_switches_the_attacker():
    """Q: my opponent's Battle Ox (1700) attacks my Set Bite Shoes (300 DEF). A: Bite Shoes is
    destroyed; after damage calculation its Flip effect targets Battle Ox, which ends the battle
    in Defense Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    shoes = table.monster(0, SHOES, position="set")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=shoes, request="battle")
    _resolve(s)
    s.pick("target", ox, player=0)
    _resolve(s)
    assert grave(duel, 0) == [SHOES]
    assert ox.card(duel).position == "defense"
