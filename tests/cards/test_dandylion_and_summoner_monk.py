"""Dandylion (Fluff Tokens from the card database) and Summoner Monk (a monster that cannot
be Tributed and Special Summons from the Deck)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_dandylion_sent_to_the_gy_makes_two_fluff_tokens():
    """Dandylion: sent to the GY (here discarded for a cost), its owner Special Summons two
    Fluff Tokens in Defense Position; the Tokens are the database's Fluff Token."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Dandylion")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Feral Imp"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Dandylion")
    s.pick("select", "Battle Ox")
    tokens = duel.monsters(0)
    assert [t.name for t in tokens] == ["Fluff Token", "Fluff Token"]
    assert all(t.position == S.FACEUP_DEFENSE and t.data.code == 15341822 for t in tokens)


def test_dandylion_fluff_tokens_cannot_be_tributed_the_turn_they_arrive():
    """Dandylion's Fluff Tokens cannot be Tributed for a Tribute Summon during that turn:
    with only them on the field, Summoned Skull cannot be Tribute Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Dandylion", "Summoned Skull")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Feral Imp"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Dandylion")
    s.pick("select", "Battle Ox")
    assert field_monsters(duel, 0) == ["Fluff Token", "Fluff Token"]
    assert not s.has("summon", "Summoned Skull")


def test_dandylion_makes_no_fluff_tokens_while_nobody_can_summon():
    """Dandylion's Tokens are Special Summoned: while The Last Warrior from Another Planet is
    face-up (neither player can Summon), Dandylion sent to the GY makes none, though two
    Monster Zones are free."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Dandylion")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Feral Imp"])
    table.monster(1, "The Last Warrior from Another Planet")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Dandylion")
    s.pick("select", "Battle Ox")
    assert "Dandylion" in grave(duel, 0)
    assert field_monsters(duel, 0) == []


def test_summoner_monk_turns_to_defense_and_summons_a_level_4_from_the_deck():
    """Summoner Monk: Normal Summoned, it turns to Defense Position; discarding a Spell it
    Special Summons a Level 4 monster from the Deck, which cannot attack this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoner Monk", "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoner Monk")
    monk = duel.monsters(0)[0]
    assert monk.position == S.FACEUP_DEFENSE
    s.pick("activate", "Summoner Monk")
    s.pick("select", "Pot of Greed")
    assert sorted(o.name for o in s.options("select")) == ["Battle Ox", "Mystical Elf"]
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    ox = [c for c in duel.monsters(0) if c.name == "Battle Ox"][0]
    assert not duel.can_attack(ox) and grave(duel, 0) == ["Pot of Greed"]
    assert not s.has("activate", "Summoner Monk")        # once per turn


def test_summoner_monk_bars_only_the_monster_it_summoned_from_attacking():
    """Summoner Monk: "it cannot attack this turn" binds the monster it Special Summoned, not
    its controller: a monster already on their field attacks as usual."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Summoner Monk", "Pot of Greed")
    table.monster(0, "Celtic Guardian")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoner Monk")
    s.pick("activate", "Summoner Monk")
    s.pick("select", "Pot of Greed")
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    s.pick("battle")
    assert not s.has("attack", "Battle Ox")
    assert s.has("attack", "Celtic Guardian", target="player")


def test_summoner_monk_cannot_be_tributed():
    """Summoner Monk face-up on the field cannot be Tributed for a Tribute Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk", position="defense")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("summon", "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    assert [o.name for o in s.options("tribute")] == ["Battle Ox"]
