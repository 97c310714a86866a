"""Avatar of The Pot (99284890), Effect Monster: an ignition effect whose cost sends a Pot of Greed
from the hand to the GY; its controller draws 3 cards.

Sources, read in our words: yugioh-wiki.net 《壺魔神》 (the OCG text: send 1 Pot of Greed from the hand
to the GY, draw 3; a cost, and no once-per-turn limit: with two Pots it may be used twice); the 2005
text (AST) does the same, no ERAS entry. A draw effect is not activated while the Deck cannot supply
all it draws (as Pot of Greed's script). Skill Drain: an effect activated on the field is negated as
it resolves, its cost still paid (yugioh-wiki.net 《スキルドレイン》)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

AVATAR = "Avatar of The Pot"
DECK = ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Hitotsu-Me Giant", "Koumori Dragon",
        "Beaver Warrior", "Dark Magician"]


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _use(duel, s):
    s.pick("activate", AVATAR, request="idle")
    s.pick("select", "Pot of Greed", player=0, first=True)
    _pass(duel, s)


def _table(hand_cards=("Pot of Greed",), deck=DECK, setup=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, AVATAR)
    if hand_cards:
        table.hand(0, *hand_cards)
    table.deck(0, list(deck))
    if setup:
        setup(table)
    duel = table.build()
    return duel, Script(duel)


def test_avatar_of_the_pot_sends_pot_of_greed_and_draws_three():
    """Q: I use Avatar of The Pot, sending Pot of Greed from my hand. A: the Pot is in my GY and I
    drew the top 3 cards of my Deck."""
    duel, s = _table()
    _use(duel, s)
    assert grave(duel, 0) == ["Pot of Greed"]
    assert sorted(hand(duel, 0)) == sorted(DECK[:3]) and len(duel.players[0].deck) == 4


def test_avatar_of_the_pot_twice_with_two_pots():
    """Q: my hand holds two Pot of Greed. May I use Avatar of The Pot twice this turn? A: yes: its text
    has no once-per-turn limit; 6 cards drawn."""
    duel, s = _table(hand_cards=("Pot of Greed", "Pot of Greed"))
    _use(duel, s)
    _use(duel, s)
    assert grave(duel, 0) == ["Pot of Greed", "Pot of Greed"]
    assert sorted(hand(duel, 0)) == sorted(DECK[:6])


def test_avatar_of_the_pot_needs_a_pot_of_greed_and_three_cards():
    """Q: may I use Avatar of The Pot with no Pot of Greed in hand (only Graceful Charity), or with a Pot
    but 2 cards left in my Deck? A: no, in both cases."""
    duel, s = _table(hand_cards=("Graceful Charity",))
    assert not s.has("activate", AVATAR)
    duel, s = _table(deck=DECK[:2])
    assert not s.has("activate", AVATAR)


def test_avatar_of_the_pot_under_skill_drain_loses_the_pot():
    """Q: my opponent's Skill Drain is face-up; I use Avatar of The Pot. A: the cost is paid (Pot of
    Greed to the GY) and the draw is negated: my hand is empty, my Deck keeps its 7 cards."""
    duel, s = _table(setup=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    _use(duel, s)
    assert grave(duel, 0) == ["Pot of Greed"] and hand(duel, 0) == []
    assert len(duel.players[0].deck) == 7
