"""Royal Surrender (56058888), Counter Trap: when a Continuous Trap Card is activated, negate the
activation and destroy it.

Sources, in our words: the card's text (TLM, 2005; today's the same); yugioh-wiki.net
《王宮の陥落》: it answers the activation of a Continuous Trap Card only, not the activation of an
effect of a Continuous Trap already face-up (Royal Oppression's, Soul Demolition's), nor a Normal
Trap; a cost paid on activation (Skill Drain's 1000 LP) stays paid; a revival Trap negated
summons nothing. The 2005 text and today's do the same."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

RS = "Royal Surrender"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _answer(duel, s, player=1):
    """Pass until `player` may activate Royal Surrender, then activate it."""
    while not (duel.request.player == player and s.has("activate", RS)):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", RS, player=player)
    _pass_all(duel, s)


def test_royal_surrender_negates_skill_drain():
    """Q: I pay 1000 LP and activate Skill Drain; the opponent answers with Royal Surrender. A: Skill
    Drain's activation is negated and it is destroyed; my 1000 LP stay paid (both texts)."""
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, "Skill Drain")
        table.spell_trap(1, RS)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Skill Drain")
        _answer(duel, s)
        assert lp(duel) == (7000, 8000), rules
        assert grave(duel, 0) == ["Skill Drain"] and grave(duel, 1) == [RS], rules


def test_royal_surrender_stops_call_of_the_haunted():
    """Q: I activate Call of the Haunted on Dark Magician in my GY; the opponent answers with Royal
    Surrender. A: nothing is summoned: the Magician stays in my GY with Call of the Haunted."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Dark Magician")
    table.spell_trap(1, RS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Dark Magician")
    _answer(duel, s)
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == ["Call of the Haunted", "Dark Magician"]


def test_royal_surrender_not_against_a_normal_trap():
    """Q: my Battle Ox attacks directly and the opponent activates Waboku (a Normal Trap); I hold
    Royal Surrender. A: a Normal Trap is no Continuous Trap: Royal Surrender is not offered."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, RS)
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    while not s.has("activate", "Waboku"):
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Waboku", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", RS)
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 8000)


def test_royal_surrender_not_against_a_face_up_continuous_traps_effect():
    """Q: I use the effect of my face-up Soul Demolition (pay 500); the opponent holds Royal
    Surrender. A: an effect of a face-up Continuous Trap is no card activation: Royal Surrender is
    not offered."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Soul Demolition", face_down=False)
    table.monster(0, "Archfiend Soldier")
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    table.spell_trap(1, RS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Demolition")
    while duel.request.kind == "chain":
        assert not (duel.request.player == 1 and s.has("activate", RS))
        s.pick("pass", player=duel.request.player)
