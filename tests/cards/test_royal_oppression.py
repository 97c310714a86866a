"""Royal Oppression (93016201): a Continuous Trap; while it is face-up, either player may pay
800 LP to negate a Special Summon and destroy the monster(s).

Sources: the card's own text (today's and the 2005 Legend of Blue Eyes / LOD text say the same:
"either player", 800 LP, a Special Summon; both presets are played); yugioh-wiki.net
《王宮の弾圧》 (its effect is the effect of a face-up Continuous Trap, usable by both players,
the one who uses it paying the LP; it negates a Special Summon that is not made by a chain
link's resolution -- a summoning procedure such as Cyber Dragon's --, never a Normal, Tribute or
Flip Summon); seed 000 §永續陷阱 (the effect of a face-up Continuous Trap is not the activation of a
Trap Card: Seven Tools of the Bandit, which negates a Trap Card's activation, cannot answer it)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _cyber_dragon(oppression_player, rules=None, lp_=None, face_down=False, set_seven_tools=False):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    table.hand(0, "Cyber Dragon")
    table.monster(1, "Battle Ox")
    table.spell_trap(oppression_player, "Royal Oppression", face_down=face_down)
    if set_seven_tools:
        table.spell_trap(0, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Cyber Dragon")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    return duel, s


def _offered(s, player):
    duel = s.duel
    return duel.request.kind == "chain" and duel.request.player == player and \
        s.has("activate", "Royal Oppression")


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_royal_oppression_negates_the_opponents_special_summon(rules):
    """Q: my opponent Special Summons Cyber Dragon by its own procedure; I control a face-up
    Royal Oppression and pay 800 LP. A: the summon is negated and Cyber Dragon destroyed (to its
    owner's GY); I have 7200 LP."""
    duel, s = _cyber_dragon(1, rules=rules)
    while not _offered(s, 1):
        s.pick("pass")
    s.pick("activate", "Royal Oppression", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert grave(duel, 0) == ["Cyber Dragon"]
    assert field_monsters(duel, 0) == []
    assert [e["name"] for e in duel.log if e["type"] == "summon_negated"] == ["Cyber Dragon"]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_royal_oppression_used_by_the_player_who_does_not_control_it(rules):
    """Q: I control a face-up Royal Oppression and Special Summon Cyber Dragon; may my
    opponent use my Royal Oppression against it? A: yes, "either player": they pay 800 LP (not
    I), and Cyber Dragon is negated and destroyed."""
    duel, s = _cyber_dragon(0, rules=rules)
    while not _offered(s, 1):
        s.pick("pass")
    s.pick("activate", "Royal Oppression", player=1)
    chain = [e for e in duel.log if e["type"] == "chain"][-1]
    assert chain["player"] == 1 and chain["name"] == "Royal Oppression"
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert grave(duel, 0) == ["Cyber Dragon"]
    assert [e["name"] for e in duel.log if e["type"] == "summon_negated"] == ["Cyber Dragon"]


def test_royal_oppression_offered_to_its_controller_too():
    """Q: I control a face-up Royal Oppression and Special Summon Cyber Dragon: am I offered it
    as well (a player may negate a summon of their own)? A: yes, it is offered to me first (the
    turn player), and to my opponent after I pass."""
    duel, s = _cyber_dragon(0)
    assert _offered(s, 0)
    s.pick("pass")
    assert _offered(s, 1)


def test_royal_oppression_not_against_a_normal_summon():
    """Q: my opponent Normal Summons Battle Ox; may I use my face-up Royal Oppression? A: no: it
    negates Special Summons only; nobody is asked, the Ox stays."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Royal Oppression")
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000)


def test_royal_oppression_not_without_800_lp():
    """Q: at 700 LP, may I pay for Royal Oppression against Cyber Dragon? A: no: the 800 LP cost
    cannot be paid; Cyber Dragon is summoned."""
    duel, s = _cyber_dragon(1, lp_=(8000, 700))
    while duel.request.kind == "chain":
        assert not (duel.request.player == 1 and s.has("activate", "Royal Oppression"))
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Cyber Dragon"]
    assert lp(duel) == (8000, 700)


def test_royal_oppression_set_cannot_answer_the_summon():
    """Q: my Royal Oppression is Set; my opponent Special Summons Cyber Dragon. May I flip it
    and negate the summon at once? A: no: only effects that negate a summon may be used then;
    the card's activation is none (it would have to be face-up already). Cyber Dragon stays."""
    duel, s = _cyber_dragon(1, face_down=True)
    while duel.request.kind == "chain" and duel.summoning:
        assert not (duel.request.player == 1 and s.has("activate", "Royal Oppression"))
        s.pick("pass")
    # (once the summon succeeded it may be activated, as any Continuous Trap: not to negate it)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Cyber Dragon"]
    assert lp(duel) == (8000, 8000)


def test_royal_oppression_effect_is_not_answered_by_seven_tools_of_the_bandit():
    """Q: my opponent uses Royal Oppression against my Cyber Dragon; may I answer with Seven
    Tools of the Bandit? A: no: Seven Tools negates the activation of a Trap Card, and this is
    the effect of a face-up Continuous Trap. Cyber Dragon is destroyed."""
    duel, s = _cyber_dragon(1, set_seven_tools=True)
    while not _offered(s, 1):
        s.pick("pass")
    s.pick("activate", "Royal Oppression", player=1)
    # (I am not even asked: nothing of mine can answer it)
    assert not (duel.request.kind == "chain" and s.has("activate", "Seven Tools of the Bandit"))
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Cyber Dragon"]
    assert lp(duel) == (8000, 7200)
