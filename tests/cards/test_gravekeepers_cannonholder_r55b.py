"""Gravekeeper's Cannonholder (99877698): an ignition effect, as often as its controller likes in
their Main Phase: Tribute 1 Gravekeeper's monster they control (a cost), but never this card nor
another Gravekeeper's Cannonholder, to deal 700 damage to the opponent.

Sources: the card's text (PGD 2004, the text Goat players play, and today's: the same meaning,
no ERAS entry); Pojo's Card of the Day of 2004-08-31 (it cannot launch itself or another
Cannonholder, only other Gravekeeper's; no limit a turn: a full field makes several shots);
yugioh-wiki.net 《スキルドレイン》 (a monster effect on the field may still be activated under
Skill Drain; it is negated as it resolves, the cost staying paid); seed 000 §起動效果."""

from duelist.testing.reads import field_monsters as monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

CANNONHOLDER = "Gravekeeper's Cannonholder"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_gravekeepers_cannonholder_tributes_a_gravekeeper_for_700_damage():
    """Q: I Tribute my Gravekeeper's Spy to Cannonholder's effect. A: Spy goes to my GY as the
    cost; my opponent takes 700 damage; Cannonholder stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CANNONHOLDER, request="idle")
    s.pick("select", "Gravekeeper's Spy", player=0)
    _settle(duel, s)
    assert lp(duel) == (8000, 7300)
    assert grave(duel, 0) == ["Gravekeeper's Spy"] and monsters(duel, 0) == [CANNONHOLDER]
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 700)]


def test_gravekeepers_cannonholder_fires_again_the_same_turn():
    """Q: with Gravekeeper's Spy and Gravekeeper's Curse beside Cannonholder, may I use it twice
    this turn? A: yes, no limit a turn: 1400 damage, both in my GY (the Curse's own 500 only
    comes on a summon, so none here)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy")
    table.monster(0, "Gravekeeper's Curse")
    duel = table.build()
    s = Script(duel)
    for victim in ("Gravekeeper's Curse", "Gravekeeper's Spy"):
        s.pick("activate", CANNONHOLDER, request="idle")
        s.pick("select", victim, player=0)
        _settle(duel, s)
    assert lp(duel) == (8000, 6600)
    assert grave(duel, 0) == ["Gravekeeper's Curse", "Gravekeeper's Spy"] and monsters(duel, 0) == [CANNONHOLDER]


def test_gravekeepers_cannonholder_never_tributes_a_cannonholder_or_another_monster():
    """Q: I control two Gravekeeper's Cannonholders and Battle Ox (not a Gravekeeper's). May I use
    either Cannonholder? A: no: neither itself nor the other Cannonholder may be the Tribute, and
    Battle Ox is no Gravekeeper's monster: nothing can pay the cost."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CANNONHOLDER)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", CANNONHOLDER)


def test_gravekeepers_cannonholder_offers_only_the_other_gravekeepers():
    """Q: beside Cannonholder I control Gravekeeper's Spy, Gravekeeper's Curse and Battle Ox. What
    may I Tribute? A: the Spy or the Curse only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy")
    table.monster(0, "Gravekeeper's Curse")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CANNONHOLDER, request="idle")
    assert duel.request.kind == "select" and duel.request.player == 0
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == \
        ["Gravekeeper's Curse", "Gravekeeper's Spy"]


def test_gravekeepers_cannonholder_is_not_used_in_the_battle_phase():
    """Q: may I fire Cannonholder during my Battle Phase? A: no: an ignition effect, used in its
    controller's Main Phase only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy")
    duel = table.build()
    assert not Script(duel).has("activate", CANNONHOLDER)


def test_gravekeepers_cannonholder_under_skill_drain_pays_and_deals_nothing():
    """Q: my opponent's Skill Drain is face-up. I activate Cannonholder, Tributing Gravekeeper's
    Spy. A: it may be activated; the Tribute is a cost and stays paid (Spy in my GY), but the
    effect is negated as it resolves: no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, CANNONHOLDER)
    table.monster(0, "Gravekeeper's Spy")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CANNONHOLDER, request="idle")
    s.pick("select", "Gravekeeper's Spy", player=0)
    _settle(duel, s)
    assert lp(duel) == (8000, 8000) and of_type(duel, "damage") == []
    assert grave(duel, 0) == ["Gravekeeper's Spy"] and monsters(duel, 0) == [CANNONHOLDER]
