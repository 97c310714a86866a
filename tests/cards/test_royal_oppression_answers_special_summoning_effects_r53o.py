"""Royal Oppression (93016201), its other half: either player may pay 800 LP to negate the
activation of a card or effect that would Special Summon a monster, and destroy that card.

Sources: the card's text, 2005 (LOD-091, as Pojo's Card of the Day of 2005-09-12 quotes it:
"Both you and your opponent can use this effect"; the review: "You can also use this to negate
Scapegoat. Or Call of the Haunted"), and today's ("an effect that Special Summons a monster(s),
and destroy those cards"); Konami's TCG article "When & How to Use Royal Oppression" (2010,
quoted by yugiohsecrets.blogspot.com: Call of the Haunted is negated as it is activated);
edisonformat.com's rulings (the 800 LP are a cost; it answers the activation of a card or effect
that would Special Summon); a Token is Special Summoned (seed 000 §衍生物). A Normal Summon is
no Special Summon and no card's activation: nothing to answer (yugioh-wiki.net 《王宮の弾圧》).
Both presets: the 2005 text and today's say the same here."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _offered(s, player):
    duel = s.duel
    return duel.request.kind == "chain" and duel.request.player == player and \
        s.has("activate", "Royal Oppression")


def _reborn(oppression_player, rules=None, lp_=None):
    """Player 0 activates Monster Reborn on the Summoned Skull in their GY; Royal Oppression is
    face-up on `oppression_player`'s field."""
    table = Table(rules=rules, turn=3, turn_player=0, lp=lp_)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(oppression_player, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    return duel, s


def _chain_links(duel):
    return [(e["player"], e["name"]) for e in duel.log if e["type"] == "chain"]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_opponent_uses_my_royal_oppression_against_my_monster_reborn(rules):
    """Q: I control a face-up Royal Oppression and activate Monster Reborn on my Summoned
    Skull. May my opponent use my Royal Oppression in answer? A: yes ("either player"): they pay
    800 LP, Monster Reborn is negated and destroyed, Summoned Skull stays in my GY."""
    duel, s = _reborn(0, rules=rules)
    assert _offered(s, 1)
    s.pick("activate", "Royal Oppression", player=1)
    assert _chain_links(duel) == [(0, "Monster Reborn"), (1, "Royal Oppression")]
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Monster Reborn", "Summoned Skull"]
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == ["Monster Reborn"]


def test_i_may_use_royal_oppression_against_my_own_monster_reborn():
    """Q: my own Monster Reborn, my own face-up Royal Oppression: am I offered it after my
    opponent passes? A: yes: either player, its controller included; I pay the 800 LP."""
    duel, s = _reborn(0)
    s.pick("pass", player=1)
    assert _offered(s, 0)
    s.pick("activate", "Royal Oppression", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (7200, 8000)
    assert sorted(grave(duel, 0)) == ["Monster Reborn", "Summoned Skull"]


@pytest.mark.parametrize("rules", [None, "GOAT"])
@pytest.mark.parametrize("oppression_player", [0, 1])
def test_scapegoat_negated_and_destroyed_by_either_player(rules, oppression_player):
    """Q: I activate Scapegoat; a face-up Royal Oppression is on the field (mine or my
    opponent's) and my opponent pays 800 LP in answer. A: Scapegoat is negated and destroyed: no
    Sheep Token is Special Summoned, Scapegoat is in my GY, my opponent has 7200 LP."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.spell_trap(oppression_player, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    assert _offered(s, 1)
    s.pick("activate", "Royal Oppression", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Scapegoat"]
    assert [e["name"] for e in duel.log if e["type"] == "negated"] == ["Scapegoat"]


def test_scapegoat_resolves_when_nobody_pays():
    """Q: the same Scapegoat, both players pass. A: four Sheep Tokens; nobody paid LP (the
    offer is an option, never forced)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 8000)
    assert len(field_monsters(duel, 0)) == 4


def test_a_normal_summon_is_not_answered():
    """Q: my opponent controls a face-up Royal Oppression and I Normal Summon Battle Ox. Is
    Royal Oppression offered? A: no: a Normal Summon is no Special Summon, and no card or effect
    that would Special Summon was activated."""
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


def test_a_spell_that_special_summons_nothing_is_not_answered():
    """Q: I activate Pot of Greed; my opponent's Royal Oppression is face-up. A: not offered:
    Pot of Greed would Special Summon nothing; I draw 2."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Battle Ox", "Battle Ox"])
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Royal Oppression")
        s.pick("pass")
    assert grave(duel, 0) == ["Pot of Greed"]
    assert lp(duel) == (8000, 8000)


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_with_700_lp_royal_oppression_is_not_offered(rules):
    """Q: my opponent has 700 LP and controls a face-up Royal Oppression; I activate Monster
    Reborn. A: they cannot pay the 800 LP cost: never offered it (I, with 8000 LP, am: "either
    player"); when I pass too, Summoned Skull is Special Summoned."""
    duel, s = _reborn(1, rules=rules, lp_=(8000, 700))
    offered = []
    while duel.request.kind == "chain":
        if s.has("activate", "Royal Oppression"):
            offered.append(duel.request.player)
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert offered == [0]
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert lp(duel) == (8000, 700)


def test_a_face_down_royal_oppression_offers_no_payment():
    """Q: my opponent's Royal Oppression is Set; I activate Monster Reborn. A: they may activate
    the card itself (a Trap in answer), but its effect cannot be used before it is face-up: the
    only Royal Oppression option is the card's activation, and once it resolves Monster Reborn
    still resolves (its effect could not answer a link below its own activation)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Royal Oppression", face_down=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    assert _offered(s, 1)
    assert [o.effect for o in duel.request.options if o.name == "Royal Oppression"] == [0]
    s.pick("activate", "Royal Oppression", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Royal Oppression")
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000)
