"""Morphing Jar #2 (79106360): FLIP: every monster on the field is shuffled into its owner's Deck;
then each player turns over cards from the top of their Deck until as many monsters as went into
their Deck have been turned over, Special Summons the Level 4 or lower monsters among them in
face-down Defense Position and sends the other cards turned over to the GY.

Sources: the card's texts in our words (the 2005 text and today's do the same: no ERAS entry);
yugioh-wiki.net 《カオスポッド》 and yugioh.hikikomo.com: a monster returned to the Extra Deck and a
Token that vanishes are not counted ("the number added to the Deck"); flipped by an opponent's
attack and destroyed by that battle, the Jar itself goes to the GY, not to the Deck, so it is not
counted. A Deck's order after the shuffle is random: each test asserts what holds for every
order."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

JAR = "Morphing Jar #2"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _deck_names(duel, p):
    return sorted(c.name for c in duel.players[p].deck)


def test_morphing_jar_2_returns_and_summons_face_down():
    """Q: I Flip Summon Morphing Jar #2; my field: it and Battle Ox; my Deck is empty. My opponent
    controls Mystical Elf; their Deck holds three Pot of Greed. A: Jar and Battle Ox go into my
    Deck, I turn over 2 monsters -- both -- and Set both (face-down Defense); Mystical Elf goes
    into their Deck, they turn over cards until the Elf: it is Set, every Pot turned over before
    it is in their GY, the others still in the Deck."""
    table = Table(rules="GOAT", turn=5, turn_player=0)
    table.monster(0, JAR, position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.deck(1, ["Pot of Greed"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", JAR)
    _resolve(s)
    mine = duel.monsters(0)
    assert sorted(c.name for c in mine) == ["Battle Ox", JAR]
    assert all(c.position == S.FACEDOWN_DEFENSE for c in mine)
    assert duel.players[0].deck == [] and grave(duel, 0) == []
    theirs = duel.monsters(1)
    assert [c.name for c in theirs] == ["Mystical Elf"] and theirs[0].position == S.FACEDOWN_DEFENSE
    assert set(grave(duel, 1)) <= {"Pot of Greed"} and set(_deck_names(duel, 1)) <= {"Pot of Greed"}
    assert len(grave(duel, 1)) + len(duel.players[1].deck) == 3


def test_morphing_jar_2_sends_a_level_5_or_higher_monster_to_the_gy():
    """Q: my opponent's only monster is Summoned Skull (Level 6), their Deck two Pot of Greed; my
    Morphing Jar #2 is flipped. A: Summoned Skull goes into their Deck and is turned over as their
    one monster: it is not Special Summoned but sent to the GY with the Pots turned over before
    it; their field is empty."""
    table = Table(rules="GOAT", turn=5, turn_player=0)
    table.monster(0, JAR, position="set")
    table.monster(1, "Summoned Skull")
    table.deck(1, ["Pot of Greed"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", JAR)
    _resolve(s)
    assert duel.monsters(1) == []
    assert "Summoned Skull" in grave(duel, 1)
    assert sorted(grave(duel, 1) + _deck_names(duel, 1)) == ["Pot of Greed", "Pot of Greed", "Summoned Skull"]
    assert [c.name for c in duel.monsters(0)] == [JAR]


def test_morphing_jar_2_does_not_count_a_fusion_monster_or_a_token():
    """Q: my opponent controls Gaia the Dragon Champion (a Fusion Monster) and a Sheep Token; their
    Deck holds one Battle Ox. My Morphing Jar #2 is flipped. A: Gaia goes back to their Extra
    Deck and the Token vanishes: nothing went into their Deck, so they turn over nothing --
    Battle Ox stays in the Deck, their field and GY are empty."""
    table = Table(rules="GOAT", turn=5, turn_player=0)
    table.monster(0, JAR, position="set")
    table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    table.monster(1, 73915052, position="defense")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", JAR)
    _resolve(s)
    assert duel.monsters(1) == [] and grave(duel, 1) == []
    assert _deck_names(duel, 1) == ["Battle Ox"]
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]


def test_morphing_jar_2_destroyed_by_the_attack_that_flipped_it_goes_to_the_gy():
    """Q: my opponent's Battle Ox (1700) attacks my Set Morphing Jar #2 (700 DEF); the Jar is
    flipped and destroyed by that battle, and its effect resolves. A: the Jar goes to my GY, not
    to my Deck, so I turn over nothing (my Deck stays one Celtic Guardian); Battle Ox goes into
    their empty Deck and comes back Set as the one monster they turn over."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    jar = table.monster(0, JAR, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    _resolve(s)
    assert grave(duel, 0) == [JAR] and _deck_names(duel, 0) == ["Celtic Guardian"]
    theirs = duel.monsters(1)
    assert [c.name for c in theirs] == ["Battle Ox"] and theirs[0].position == S.FACEDOWN_DEFENSE
    assert duel.players[1].deck == [] and grave(duel, 1) == []
