"""Hallowed Life Barrier (88789641): discard 1 card as the cost; for the rest of the turn its
player takes no damage from the opponent (battle damage, the opponent's effects' damage).

Sources: the card's texts in our words: the 2005 English text (SOD-EN060, as Pojo's card of the
day quoted it on 2004-10-11) and the OCG text both say damage "from your opponent";
yugioh-wiki.net 《ホーリーライフバリアー》: the discard is a cost; damage of its player's own cards'
effects is not stopped (unlike Pikeru's Circle of Enchantment); while it applies its player's
monsters are not destroyed by battle (the OCG ruling, played by the default preset). Pojo's
review of 2004 gives the TCG ruling of the time: it does NOT protect the monsters (the GOAT
preset, 2005 texts and rulings: an ERAS entry)."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

HLB = "Hallowed Life Barrier"


def _pass_chains(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _attacked(rules, target_monster=None, discard=("Mystical Elf",)):
    """Player 1's Battle Phase: their Summoned Skull attacks (directly, or my `target_monster`);
    I have a Set Hallowed Life Barrier and the hand `discard`."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    skull = table.monster(1, "Summoned Skull")
    target = table.monster(0, target_monster) if target_monster else None
    table.spell_trap(0, HLB)
    if discard:
        table.hand(0, *discard)
    duel = table.build()
    s = Script(duel)
    if target is None:
        s.pick("attack", "Summoned Skull", target="player", player=1)
    else:
        s.pick("attack", "Summoned Skull", target=target, player=1)
    return duel, s


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hallowed_life_barrier_stops_a_direct_attacks_damage(rules):
    """Q: my opponent's Summoned Skull attacks me directly; I activate Hallowed Life Barrier,
    discarding Mystical Elf. A: I take no battle damage (8000 LP); Hallowed Life Barrier and
    the discarded Mystical Elf are in my GY."""
    duel, s = _attacked(rules)
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 0)) == sorted([HLB, "Mystical Elf"]) and hand(duel, 0) == []
    assert any(e["type"] == "no_damage" and e["player"] == 0 for e in duel.log)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hallowed_life_barrier_needs_a_card_to_discard(rules):
    """Q: my hand is empty when Summoned Skull attacks. A: I cannot pay the discard cost:
    Hallowed Life Barrier cannot be activated."""
    duel, s = _attacked(rules, discard=())
    request = duel.request
    assert request is not None
    assert not [o for o in request.options if o.kind == "activate" and o.name == HLB]


def test_hallowed_life_barrier_keeps_my_monster_on_the_field_today():
    """Q (today's rules, the OCG ruling): Summoned Skull attacks my Battle Ox; I activate
    Hallowed Life Barrier. A: no damage, and Battle Ox is not destroyed by the battle."""
    duel, s = _attacked("MR5", target_monster="Battle Ox")
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_hallowed_life_barrier_does_not_protect_monsters_in_2005():
    """Q (GOAT: the 2005 TCG ruling): the same attack on my Battle Ox. A: no damage to me, but
    Battle Ox is destroyed by the battle."""
    duel, s = _attacked("GOAT", target_monster="Battle Ox")
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == [] and "Battle Ox" in grave(duel, 0)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hallowed_life_barrier_chained_to_ookazi(rules):
    """Q: my opponent activates Ookazi (800 damage to me); I chain Hallowed Life Barrier.
    A: it resolves first; Ookazi's damage is from my opponent's effect: I take none."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    table.hand(1, "Ookazi")
    table.spell_trap(0, HLB)
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=1)
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
    assert "Ookazi" in grave(duel, 1)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hallowed_life_barrier_against_magic_cylinder(rules):
    """Q: my Summoned Skull attacks; my opponent activates Magic Cylinder; I chain Hallowed Life
    Barrier (my own turn: it lasts the turn). A: the attack is negated and Magic Cylinder's 2500
    damage, my opponent's effect, is kept off me."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, HLB)
    table.hand(0, "Mystical Elf")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player")
    s.pick("pass", player=0)
    s.pick("activate", "Magic Cylinder", player=1)
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull", player=1)
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and "Magic Cylinder" in grave(duel, 1)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_hallowed_life_barrier_leaves_my_own_ring_of_destruction(rules):
    """Q: in my opponent's turn I activate Hallowed Life Barrier, then my Ring of Destruction on
    their Battle Ox (1700 damage to each player). A: the damage to me comes from my own card's
    effect, not from my opponent: both of us take 1700."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, HLB)
    table.spell_trap(0, "Ring of Destruction")
    table.hand(0, "Mystical Elf")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian", player=1)
    s.pick("activate", HLB, player=0)
    s.pick("select", "Mystical Elf", player=0)
    _pass_chains(s)
    s.pick("end_turn", player=1)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", "Battle Ox", player=0)
    _pass_chains(s)
    assert lp(duel) == (6300, 6300)
    assert "Battle Ox" in grave(duel, 1)
