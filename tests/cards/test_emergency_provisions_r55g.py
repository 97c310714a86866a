"""Emergency Provisions (53046408): a Quick-Play Spell whose cost sends 1 or more other Spell/Trap
Cards its player controls to the GY; it gains 1000 LP for each.

Sources: the card's text (LOD 2003 and today's say the same, in our words); yugioh-wiki.net
《非常食》: the sending is a cost (so a card it sends was never destroyed: "when destroyed"
effects do not start), Set cards and a card that a chain link targets may be sent (the known
answer to Mystical Space Typhoon / Heavy Storm), and sending one's own Imperial Order as the cost
leaves no Imperial Order on the field to negate the gain (Imperial Order negates Spell effects
only while it is face-up: its text; our reading of seed 000 §永續效果, a continuous effect applies
only while its card is there). With no other Spell/Trap it cannot pay its cost, so it cannot be
activated (seed 000 §發動與代價)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _send(s, cards):
    for card in cards:
        s.pick("select", card, player=0, request="select")
    if s.duel.request is not None and s.duel.request.kind == "select":
        s.pick("done", player=0)


def test_emergency_provisions_gains_1000_per_card_sent():
    """Q: I control a Set Mirror Force, a Set Sakuretsu Armor and a face-up Swords of Revealing
    Light; I activate Emergency Provisions from my hand sending Mirror Force and Sakuretsu Armor.
    A: +2000 LP; those two and Emergency Provisions are in my GY, Swords stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Emergency Provisions")
    force = table.spell_trap(0, "Mirror Force")
    armor = table.spell_trap(0, "Sakuretsu Armor")
    swords = table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Emergency Provisions", player=0, request="idle")
    _send(s, [force, armor])
    _finish(s)
    assert lp(duel) == (10000, 8000)
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Mirror Force", "Sakuretsu Armor"]
    assert swords.card(duel).location == "szone"


def test_emergency_provisions_needs_another_spell_or_trap():
    """Q: I control no other Spell/Trap Card (my opponent controls some). May I activate
    Emergency Provisions? A: no: its cost sends only cards I control."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Emergency Provisions")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    assert not Script(duel).has("activate", "Emergency Provisions")


def test_emergency_provisions_answers_mystical_space_typhoon():
    """Q: my opponent targets my Set Mirror Force with Mystical Space Typhoon in their turn; I
    chain my Set Emergency Provisions, sending Mirror Force. A: +1000 LP; Mirror Force is in my GY
    (sent, not destroyed) and Mystical Space Typhoon resolves with no target."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Emergency Provisions")
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="idle")
    s.pick("target", force, player=1)
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    _send(s, [force])
    _finish(s)
    assert lp(duel) == (9000, 8000)
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Mirror Force"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    destroyed = [e["name"] for e in duel.log if e["type"] == "destroyed"]
    assert "Mirror Force" not in destroyed


def test_emergency_provisions_sending_imperial_order_is_not_negated():
    """Q: my own face-up Imperial Order negates every Spell's effect; I activate Emergency
    Provisions sending Imperial Order as the cost. A: Imperial Order is gone as it resolves: I
    gain 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Emergency Provisions")
    order = table.spell_trap(0, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Emergency Provisions", player=0, request="idle")
    _send(s, [order])
    _finish(s)
    assert lp(duel) == (9000, 8000)
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Imperial Order"]


def test_emergency_provisions_under_an_imperial_order_it_keeps_gains_nothing():
    """Q: my opponent's Imperial Order is face-up; I activate Emergency Provisions sending my Set
    Mirror Force. A: the cost is paid (Mirror Force in my GY), the gain is negated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Emergency Provisions")
    force = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Emergency Provisions", player=0, request="idle")
    _send(s, [force])
    _finish(s)
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 0)) == ["Emergency Provisions", "Mirror Force"]
