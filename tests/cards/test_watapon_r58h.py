"""Watapon (87774234): added from the Deck to the hand by a card effect, it may Special Summon
itself.

Sources, in our words: yugioh-wiki.net 《ワタポン》 (an optional trigger effect in the hand; a draw,
Pot of Greed's included, is no addition by a card effect and starts nothing); the MOV print's "When
... you can" and today's "If ... you can" do the same in the positions below (the search that adds
it is the last thing its effect does: no timing to miss; no ERAS entry). A trigger effect may be
activated in the Damage Step (seed 000 §伤害步骤, triggers): searched by Sangan destroyed in battle,
it comes out at once. A monster with 1400 or less ATK Special Summoned while King Tiger Wanghu is
face-up is destroyed by Wanghu's trigger (its rulings)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table

WP = "Watapon"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _sangan_tributed(table):
    table.monster(0, "Sangan")
    table.hand(0, "Summoned Skull")
    table.deck(0, [WP, "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sangan")
    _pass_all(s, duel)
    s.pick("select", WP, player=0)
    _pass_all(s, duel)
    return duel, s


def test_watapon_searched_by_sangan_special_summons_itself():
    """Q: I Tribute Sangan for Summoned Skull; Sangan adds Watapon from my Deck. A: Watapon's trigger
    may Special Summon it from my hand, in the position I choose (Defense here)."""
    duel, s = _sangan_tributed(Table(rules="GOAT", turn=3, turn_player=0, phase="main1"))
    s.pick("yes", WP, player=0, request="yes_no")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Summoned Skull", WP]
    assert [c.position for c in duel.monsters(0) if c.name == WP] == ["defense"]
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Sangan"]


def test_watapon_may_stay_in_the_hand():
    """Q: the same search, and I decline. A: Watapon stays in my hand."""
    duel, s = _sangan_tributed(Table(rules="GOAT", turn=3, turn_player=0, phase="main1"))
    s.pick("no", WP, player=0, request="yes_no")
    assert hand(duel, 0) == [WP] and field_monsters(duel, 0) == ["Summoned Skull"]


def test_watapon_searched_by_todays_sangan_is_locked():
    """Q (today's texts): today's Sangan adds Watapon. A: Sangan's text also stops me from activating
    the effects of cards of that name this turn: Watapon's trigger is not offered; it stays in hand."""
    duel, s = _sangan_tributed(Table(rules="MR5", turn=3, turn_player=0, phase="main1"))
    assert duel.request.kind == "idle" and hand(duel, 0) == [WP]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Sangan"]


def test_watapon_drawn_starts_nothing():
    """Q: I draw Watapon with Pot of Greed. A: a draw is no addition by a card effect: no trigger."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.deck(0, [WP, "Battle Ox", "Sangan"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    _pass_all(s, duel)
    assert duel.request.kind == "idle" and sorted(hand(duel, 0)) == ["Battle Ox", WP]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Pot of Greed"]


def test_watapon_in_the_damage_step_then_wanghu():
    """Q: my opponent's Battle Ox destroys my Sangan in battle; Sangan searches Watapon, whose trigger
    Special Summons it in the Damage Step; my opponent controls King Tiger Wanghu. A: Watapon comes
    out, and Wanghu's trigger destroys it (200 ATK)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sangan = table.monster(0, "Sangan")
    table.deck(0, [WP, "Battle Ox"])
    table.monster(1, "Battle Ox")
    table.monster(1, "King Tiger Wanghu")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sangan, request="battle")
    _pass_all(s, duel)
    s.pick("select", WP, player=0)
    _pass_all(s, duel)
    s.pick("yes", WP, player=0, request="yes_no")
    s.pick("option", "Attack Position", request="option")
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Sangan", WP] and field_monsters(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "chain")][-2:] == [WP, "King Tiger Wanghu"]
