"""Master Monk (49814180): never Normal Summoned or Set; Special Summoned from the hand by Tributing
1 Monk Fighter its player controls; it can attack twice in each Battle Phase.

Sources: the card's text (TLM 2005 and today's do the same, in our words). A monster that must be
Special Summoned by its own procedure and was not properly summoned cannot be revived by Monster
Reborn (seed 000 §具有蘇生限制的怪獸的特殊召喚): discarded to the GY by Graceful Charity, it stays
there; properly summoned first, it may come back."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_master_monk_tributes_monk_fighter_and_attacks_twice():
    """Q: I Tribute my Monk Fighter for Master Monk and attack directly. A: Master Monk comes out
    without using my Normal Summon, and attacks twice: 1900 twice, 3800 in all."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Master Monk")
    table.monster(0, "Monk Fighter")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Master Monk")
    s.pick("special_summon", "Master Monk", player=0, request="idle")
    s.pick("select", "Monk Fighter", player=0, request="select")
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Master Monk"]
    assert grave(duel, 0) == ["Monk Fighter"]
    assert duel.players[0].normal_summons == 0
    s.pick("battle", player=0, request="idle")
    _pass_all(s)
    s.pick("attack", "Master Monk", target="player", player=0, request="battle")
    _pass_all(s)
    s.pick("attack", "Master Monk", target="player", player=0, request="battle")
    _pass_all(s)
    assert lp(duel) == (8000, 4200)
    assert not s.has("attack", "Master Monk", target="player")


def test_master_monk_needs_monk_fighter():
    """Q: I control Battle Ox, and my opponent controls Monk Fighter. May I summon Master Monk?
    A: no: only a Monk Fighter I control may be Tributed for it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Master Monk")
    table.monster(0, "Battle Ox")
    table.monster(1, "Monk Fighter")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Master Monk")
    assert not s.has("summon", "Master Monk") and not s.has("set", "Master Monk")


def test_master_monk_discarded_cannot_be_revived():
    """Q: Master Monk was discarded (never properly summoned). May Monster Reborn revive it?
    A: no: Monster Reborn cannot be activated with it as its only candidate."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Master Monk")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")


def test_master_monk_properly_summoned_can_be_revived():
    """Q: Master Monk was summoned by Tributing Monk Fighter, then destroyed. May Monster Reborn
    revive it? A: yes."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    monk = table.grave(0, "Master Monk")
    table.properly_summoned(monk)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=0, request="idle")
    s.pick("target", "Master Monk", player=0)
    _pass_all(s)
    s.pick("option", "Attack Position", player=0, request="option")
    _pass_all(s)
    assert field_monsters(duel, 0) == ["Master Monk"]
