"""Silpheed (73001017): Special Summoned from the hand only by banishing 1 WIND monster from its owner's
GY; destroyed by battle and sent to the GY, the opponent discards 1 card at random.

Sources, in our words: the card's IOC-022 text (2004) and today's (no ERAS entry); yugioh-wiki.net
《シルフィード》 (a summoning procedure, no chain link; the random discard is a mandatory trigger);
seed 000 §怪獸的條件特殊召喚 (a summoning procedure is no activation and uses no Normal Summon);
Necrovalley's text (no banishing from a GY under it: the procedure cannot be used)."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table

SP = "Silpheed"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_silpheed_special_summoned_by_banishing_a_wind_monster():
    """Q: I hold Silpheed; my GY holds Harpie Lady (WIND) and Battle Ox. A: I Special Summon Silpheed,
    banishing Harpie Lady; Battle Ox stays; my Normal Summon is still unused."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, SP)
    table.grave(0, "Harpie Lady", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", SP) and not s.has("set", SP)
    s.pick("special_summon", SP)
    s.pick("select", "Harpie Lady", request="select")
    while duel.request.kind in ("option", "chain"):
        if duel.request.kind == "option":
            s.answer([o for o in duel.request.options if o.name == "Attack Position"][0])
        else:
            s.pick("pass", player=duel.request.player)
    assert [c.name for c in duel.monsters(0)] == [SP]
    assert banished(duel, 0) == ["Harpie Lady"] and grave(duel, 0) == ["Battle Ox"]
    assert duel.players[0].normal_summons == 0


def test_silpheed_without_a_wind_monster_in_the_gy():
    """Q: my GY holds only Battle Ox. A: Silpheed cannot be Special Summoned (nor Normal Summoned)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, SP)
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", SP) and not s.has("summon", SP)


def test_silpheed_destroyed_by_battle_discards_at_random():
    """Q: my opponent's Summoned Skull destroys my Silpheed in battle; they hold one card, Mirror Force.
    A: I take 800; they discard Mirror Force (their only card)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sp = table.monster(0, SP, summon_kind="proc")
    table.monster(1, "Summoned Skull")
    table.hand(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=sp, player=1)
    _pass_all(duel, s)
    assert duel.players[0].lp == 7200
    assert grave(duel, 0) == [SP] and hand(duel, 1) == [] and grave(duel, 1) == ["Mirror Force"]


def test_silpheed_under_necrovalley_cannot_be_summoned():
    """Q: Necrovalley is face-up; my GY holds Harpie Lady. A: no card may be banished from a GY: Silpheed
    cannot be Special Summoned."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, SP)
    table.grave(0, "Harpie Lady")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("special_summon", SP)
