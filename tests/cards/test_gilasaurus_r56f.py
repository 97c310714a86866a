"""Gilasaurus (45894482): its player may Special Summon it from the hand by its own procedure (no
chain link); summoned that way, a mandatory trigger lets the opponent Special Summon 1 monster
from their own GY.

Sources: the card's text (LON 2002/2005 "If Special Summoned this way, your opponent can select
1 monster from his/her Graveyard and Special Summon it" and today's, in our words); yugioh-wiki.net
《俊足のギラザウルス》: the summon from the hand is a summoning-rule effect (no chain link), the
revival a trigger effect on that summon's success (activated by Gilasaurus's controller, the
opponent choosing whether and which). A Normal Summoned Gilasaurus starts nothing. It is a Special
Summon, so the turn's Normal Summon stays: the common Goat play Tributes it at once."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _summon_gila(s):
    s.pick("special_summon", "Gilasaurus", player=0, request="idle")
    s.pick("option", "Attack Position", player=0, request="option")


def test_gilasaurus_the_opponent_revives_a_monster():
    """Q: I Special Summon Gilasaurus from my hand; Dark Magician is in my opponent's GY. A: its
    trigger resolves and my opponent Special Summons Dark Magician to their field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gilasaurus")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    _summon_gila(s)
    _pass_all(s)
    s.pick("select", "Dark Magician", player=1, request="select")
    s.pick("option", "Attack Position", player=1, request="option")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Gilasaurus"]
    assert field_monsters(duel, 1) == ["Dark Magician"]
    assert grave(duel, 1) == []
    assert duel.players[0].normal_summons == 0


def test_gilasaurus_the_opponent_may_decline():
    """Q: my opponent does not want to revive anything. A: they may pick none."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gilasaurus")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    _summon_gila(s)
    _pass_all(s)
    s.pick("done", player=1, request="select")
    _pass_all(s)
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Dark Magician"]


def test_gilasaurus_normal_summoned_starts_nothing():
    """Q: I Normal Summon Gilasaurus. A: its trigger does not start; my opponent revives nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gilasaurus")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gilasaurus", player=0, request="idle")
    _pass_all(s)
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == ["Dark Magician"]


def test_gilasaurus_tributed_for_a_tribute_summon_the_same_turn():
    """Q: my opponent's GY is empty; I Special Summon Gilasaurus and Tribute it for Summoned Skull.
    A: nothing is revived; Summoned Skull is Tribute Summoned with my Normal Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gilasaurus", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _summon_gila(s)
    _pass_all(s)
    s.pick("summon", "Summoned Skull", player=0, request="idle")
    s.pick("tribute", "Gilasaurus", request="tribute")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Gilasaurus"]
    assert field_monsters(duel, 1) == []
