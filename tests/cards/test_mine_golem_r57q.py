"""Mine Golem (76321376): when it is destroyed by battle and sent to the GY, the opponent takes 500
damage.

Sources: the card's text in our words (the 2005 print, TLM-EN018, and today's do the same: a
mandatory trigger, no ERAS entry). Activated in the GY (seed 000 §誘發效果), so Skill Drain, which
negates face-up monsters on the field, does not stop it (as Giant Germ's ruling, yugioh-wiki.net
《ジャイアントウィルス》; our reading for this card); banished by Macro Cosmos it was not sent to the
GY: nothing. A destruction by a card effect is not by battle."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

MG = "Mine Golem"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(position="attack", extra=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    golem = table.monster(0, MG, position=position)
    table.monster(1, "Summoned Skull")
    if extra:
        table.spell_trap(1, extra, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=golem, request="battle")
    _pass_all(s, duel)
    return duel


def test_mine_golem_destroyed_by_battle_burns_500():
    """Q: my Attack Position Mine Golem (1000) is destroyed by Summoned Skull (2500). A: I take 1500
    battle damage; then my opponent takes 500."""
    duel = _attacked()
    assert grave(duel, 0) == [MG] and lp(duel) == (6500, 7500)


def test_mine_golem_in_defense():
    """Q: my face-down Mine Golem (1900 DEF) is destroyed by Summoned Skull. A: no battle damage to
    me; my opponent takes 500."""
    duel = _attacked(position="set")
    assert grave(duel, 0) == [MG] and lp(duel) == (8000, 7500)


def test_mine_golem_skill_drain_does_not_stop_it():
    """Q: my opponent's Skill Drain is face-up when Summoned Skull destroys my face-down Mine Golem.
    A: the effect is activated in the GY: 500 all the same."""
    duel = _attacked(position="set", extra="Skill Drain")
    assert lp(duel) == (8000, 7500)


def test_mine_golem_macro_cosmos_nothing():
    """Q: Macro Cosmos is face-up; Summoned Skull destroys my face-down Mine Golem, which is banished.
    A: not sent to the GY: no damage."""
    duel = _attacked(position="set", extra="Macro Cosmos")
    assert banished(duel, 0) == [MG] and lp(duel) == (8000, 8000)


def test_mine_golem_destroyed_by_an_effect_nothing():
    """Q: my opponent activates Fissure, destroying my face-up Mine Golem. A: not by battle: no
    damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, MG)
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    _pass_all(s, duel)
    assert grave(duel, 0) == [MG] and lp(duel) == (8000, 8000)
