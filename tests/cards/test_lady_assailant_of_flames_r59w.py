"""Lady Assailant of Flames (90147755), Flip: banish the top 3 cards of your Deck face-down (a cost) to
inflict 800 damage to the opponent.

Sources, in our words: the card's LON-035 text (2003) and today's ("you can": the banishing is the
cost, the 800 the effect: no ERAS entry); yugioh-wiki.net 《炎の女暗殺者》 (the same OCG text: its cost
is 3 cards from the top, face-down); with fewer than 3 cards the cost cannot be paid (our reading: a
cost must be paid in full); under Skill Drain the Flip effect is still activated, its cost paid,
and negated as it resolves on the field (Skill Drain's rulings: it negates the effects of face-up
monsters on the field, not their activation; a cost paid stays paid)."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table

LA = "Lady Assailant of Flames"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _flip_table(deck):
    table = Table(rules="GOAT", turn=3)
    lady = table.monster(0, LA, position="set")
    table.deck(0, deck)
    return table, lady


def test_lady_assailant_of_flames_flip_summon_burns_800():
    """Q: I Flip Summon Lady Assailant of Flames with 4 cards in my Deck and say yes. A: the top 3 are
    banished face-down, 1 card stays in my Deck; my opponent takes 800 (7200)."""
    table, lady = _flip_table(["Battle Ox", "Celtic Guardian", "Mystical Elf", "Dark Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", lady)
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert duel.players[1].lp == 7200
    gone = duel.players[0].banished
    assert sorted(c.name for c in gone) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert all(c.position == "facedown" for c in gone)
    assert [c.name for c in duel.players[0].deck] == ["Dark Magician"]


def test_lady_assailant_of_flames_may_decline():
    """Q: same, but I say no. A: nothing is banished; 8000 LP."""
    table, lady = _flip_table(["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", lady)
    s.pick("no", request="yes_no", player=0)
    _pass_all(duel, s)
    assert duel.players[1].lp == 8000 and banished(duel, 0) == [] and len(duel.players[0].deck) == 3


def test_lady_assailant_of_flames_needs_three_cards_in_the_deck():
    """Q: I Flip Summon it with 2 cards in my Deck. A: the cost cannot be paid: no question, no damage."""
    table, lady = _flip_table(["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", lady)
    _pass_all(duel, s)
    assert duel.request.kind == "idle"
    assert duel.players[1].lp == 8000 and len(duel.players[0].deck) == 2


def test_lady_assailant_of_flames_flipped_by_an_attack():
    """Q: my opponent's Battle Ox (1700) attacks my Set Lady Assailant of Flames (1000 DEF). A: it is
    flipped and destroyed; its Flip effect still starts after damage calculation: I banish the top 3
    and my opponent takes 800."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    lady = table.monster(0, LA, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=lady, player=1)
    _pass_all(duel, s)
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert duel.players[1].lp == 7200 and len(duel.players[0].banished) == 3
    assert [c.name for c in duel.players[0].grave] == [LA]


def test_lady_assailant_of_flames_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; I Flip Summon Lady Assailant of Flames and use its Flip
    effect. A: the effect is activated and its cost paid (the top 3 banished face-down), but the effect is
    negated as it resolves on the field: no damage."""
    table, lady = _flip_table(["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", lady)
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert duel.request.kind == "idle"
    assert duel.players[1].lp == 8000 and len(duel.players[0].banished) == 3 and duel.players[0].deck == []
