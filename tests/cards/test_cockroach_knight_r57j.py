"""Cockroach Knight (33413638), Level 3 EARTH Insect, 800 / 900: whenever it is sent to the GY, it is
put back on top of its owner's Deck.

Sources, in our words: the card's text (TP1-029, 2003: "when this card is sent to the Graveyard, it
is returned to the top of your Deck"; today's text does the same: no ERAS entry); yugioh-wiki.net
《コカローチ・ナイト》 (a mandatory trigger activated in the GY, from any place and for any reason:
destroyed, Tributed, discarded; Necrovalley negates it, the card staying in the GY); Skill Drain's
text (only face-up monsters on the field are negated: the GY trigger works)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CK = "Cockroach Knight"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _top(duel, player):
    deck = duel.players[player].deck
    return deck[-1].name if deck else None


def test_cockroach_knight_destroyed_by_battle_returns_to_the_top():
    """Q: my opponent's Battle Ox destroys my Cockroach Knight by battle. A: it goes to my GY, then
    on top of my Deck (above Celtic Guardian); I take 900."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ck = table.monster(0, CK)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ck, player=1)
    _pass(s)
    assert grave(duel, 0) == []
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian", CK]
    assert lp(duel) == (7100, 8000)


def test_cockroach_knight_tributed_returns_to_the_top():
    """Q: I Tribute Cockroach Knight to Tribute Summon Summoned Skull. A: it was sent to the GY, so it
    goes back on top of my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CK)
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", CK)
    _pass(s)
    assert grave(duel, 0) == [] and _top(duel, 0) == CK


def test_cockroach_knight_discarded_from_the_hand_returns_to_the_top():
    """Q: I discard Cockroach Knight for the hand limit at the end of my turn. A: it goes back on top
    of my Deck: my next draw is Cockroach Knight."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.hand(0, *(["Battle Ox"] * 6 + [CK]))
    table.deck(0, ["Celtic Guardian"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("discard", CK, request="discard", player=0)
    _pass(s)
    assert grave(duel, 0) == [] and _top(duel, 0) == CK


def test_cockroach_knight_under_necrovalley_stays_in_the_grave():
    """Q: Necrovalley is face-up; my Cockroach Knight is destroyed by battle. A: its effect,
    activated in the GY, is negated: it stays in my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ck = table.monster(0, CK)
    table.monster(1, "Battle Ox")
    table.field_spell(1, "Necrovalley")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ck, player=1)
    _pass(s)
    assert grave(duel, 0) == [CK]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]


def test_cockroach_knight_under_skill_drain_still_returns():
    """Q: Skill Drain is face-up; my Cockroach Knight is destroyed by battle. A: the effect is
    activated in the GY, out of Skill Drain's reach: it goes back on top of my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ck = table.monster(0, CK)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=ck, player=1)
    _pass(s)
    assert grave(duel, 0) == [] and _top(duel, 0) == CK
