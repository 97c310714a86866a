"""Maharaghi (40695128), Spirit: it cannot be Special Summoned; Normal Summoned or turned face-up,
its controller looks at their top card and leaves it on top or puts it at the bottom; it returns to
the hand in the End Phase of a turn it was Normal Summoned or flipped face-up.

Sources, in our words: the card's texts (LOD-064, 2003, and today's; no ERAS entry); yugioh-wiki.net
《磨破羅魏》 (mandatory triggers on its summon and on its flip, the look private to its controller);
seed 004 §特殊效果怪兽 (灵魂): the Spirit's return in the End Phase, and no Special Summon. Skill Drain
negates the look (seed 000 §永續效果); the return is a Spirit's own effect too (our reading: the engine's
`spirit_return`, as Tsukuyomi's)."""

from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table

MG = "Maharaghi"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MG)
    table.deck(0, ["Pot of Greed", "Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_maharaghi_summoned_puts_the_top_card_at_the_bottom():
    """Q: I Normal Summon Maharaghi with Pot of Greed on top of my Deck and put it at the bottom. A:
    Battle Ox is my top card and Pot of Greed my bottom card; my opponent saw nothing (a private
    reveal to me)."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", MG)
    _pass_all(s, duel)
    s.pick("option", "Put it at the bottom", player=0)
    assert _top_first(duel, 0) == ["Battle Ox", "Celtic Guardian", "Pot of Greed"]
    reveal = of_type(duel, "reveal")[-1]
    assert reveal["private"]["player"] == 0 and reveal["private"]["name"] == "Pot of Greed"
    assert "name" not in reveal     # nothing public about which card it was


def test_maharaghi_can_leave_the_top_card_and_returns_in_the_end_phase():
    """Q: I Normal Summon Maharaghi, leave Pot of Greed on top, and end my turn. A: the Deck is
    unchanged, and Maharaghi returns to my hand in my End Phase."""
    duel = _table().build()
    s = Script(duel)
    s.pick("summon", MG)
    _pass_all(s, duel)
    s.pick("option", "Leave it on top", player=0)
    assert _top_first(duel, 0) == ["Pot of Greed", "Battle Ox", "Celtic Guardian"]
    s.end_turn()
    _pass_all(s, duel)
    assert duel.turn == 4 and hand(duel, 0) == [MG] and duel.monsters(0) == []


def test_maharaghi_flip_summoned_looks_too():
    """Q: I Flip Summon my Set Maharaghi. A: its flip starts the look: I put Pot of Greed at the
    bottom."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, MG, position="set")
    table.deck(0, ["Pot of Greed", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", MG)
    _pass_all(s, duel)
    s.pick("option", "Put it at the bottom", player=0)
    assert _top_first(duel, 0) == ["Battle Ox", "Pot of Greed"]


def test_maharaghi_cannot_be_special_summoned():
    """Q: Maharaghi is in my GY; may I target it with Monster Reborn? A: no: a Spirit that can never
    be Special Summoned is no legal target, so Monster Reborn cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, MG)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_maharaghi_under_skill_drain_looks_at_nothing():
    """Q: Skill Drain is face-up; I Normal Summon Maharaghi. A: no look is offered: the Deck keeps
    its order and I am back in my Main Phase menu."""
    table = _table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", MG)
    _pass_all(s, duel)
    assert duel.request.kind == "idle" and _top_first(duel, 0) == ["Pot of Greed", "Battle Ox", "Celtic Guardian"]
