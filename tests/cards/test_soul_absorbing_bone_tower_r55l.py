"""Soul-Absorbing Bone Tower (63012333): while its controller controls another Zombie it cannot be
attacked; each time a Zombie is Special Summoned, the opponent sends the top 2 cards of their Deck
to the GY.

Sources: the card's texts read in our words (the 2005 print, Ancient Sanctuary AST-011, and
today's do the same: no ERAS entry); yugioh-wiki.net 《精気を吸う骨の塔》: a continuous attack shield
and a mandatory trigger on any Zombie's successful Special Summon, from anywhere, on either side
(the text names no side), the Tower's own Special Summon included; a Normal Summon is no Special
Summon. A face-down monster shows no Type (our reading: only face-up Zombies count)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

TOWER = "Soul-Absorbing Bone Tower"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _reborn(s, name, player=0):
    s.pick("activate", "Monster Reborn", player=player)
    s.pick("target", name, player=player)
    _resolve(s)
    if s.duel.request.kind == "option":
        s.pick("option", "Attack Position", player=player)
    _resolve(s)


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.deck(1, ["Battle Ox", "Pot of Greed", "Mirror Force", "Mystical Elf"])
    return table


def test_soul_absorbing_bone_tower_mills_2_when_a_zombie_is_revived():
    """Q: my Bone Tower is face-up; I revive Vampire Lady (Zombie) with Monster Reborn. A: my
    opponent sends the top 2 cards of their Deck to the GY (Battle Ox and Pot of Greed, the top
    ones)."""
    table = _table()
    table.monster(0, TOWER)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Vampire Lady")
    duel = table.build()
    s = Script(duel)
    _reborn(s, "Vampire Lady")
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Pot of Greed"]
    assert len(duel.players[1].deck) == 2


def test_soul_absorbing_bone_tower_its_own_revival_counts():
    """Q: I revive the Bone Tower itself. A: it is a Zombie Special Summoned while it is on the
    field: my opponent mills 2."""
    table = _table()
    table.hand(0, "Monster Reborn")
    table.grave(0, TOWER)
    duel = table.build()
    s = Script(duel)
    _reborn(s, TOWER)
    assert len(grave(duel, 1)) == 2


def test_soul_absorbing_bone_tower_ignores_normal_summons_and_other_types():
    """Q: I Normal Summon Vampire Lady, then revive Battle Ox (a Beast-Warrior). A: no Zombie was
    Special Summoned: nothing is milled."""
    table = _table()
    table.monster(0, TOWER)
    table.hand(0, "Vampire Lady", "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Vampire Lady")
    _resolve(s)
    _reborn(s, "Battle Ox")
    assert grave(duel, 1) == [] and len(duel.players[1].deck) == 4


def test_soul_absorbing_bone_tower_counts_the_opponents_zombie_too():
    """Q: my opponent revives their Vampire Lady while my Bone Tower is face-up. A: any Zombie
    counts: my Tower still mills my opponent (their top 2 cards)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, TOWER)
    table.hand(1, "Monster Reborn")
    table.grave(1, "Vampire Lady")
    table.deck(1, ["Battle Ox", "Pot of Greed", "Mirror Force"])
    duel = table.build()
    s = Script(duel)
    _reborn(s, "Vampire Lady", player=1)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Monster Reborn", "Pot of Greed"]


def test_soul_absorbing_bone_tower_beside_a_zombie_cannot_be_attacked():
    """Q: I control the Bone Tower and a face-up Vampire Lady; my opponent's Battle Ox attacks.
    A: only Vampire Lady can be chosen as the attack target."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, TOWER)
    lady = table.monster(0, "Vampire Lady")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.expect(request="battle", player=1)
    assert {o.target for o in duel.request.options if o.kind == "attack"} == {lady.uid(duel)}
