""""You can only control 1 face-up X" (round 56z): ONLY_ONE = "face_up", Amazoness Tiger.

Sources: Amazoness Tiger's text in our words (DR1-EN118 on, and the OCG text
「アマゾネスペット虎」は自分フィールド上に1体しか表側表示で存在できない): only face-up copies are
limited. A face-down monster has no name (seed 000 §怪獸的表示形式), so a Set copy is no copy
for the rule. "You can only control 1" without "face-up" (Gravekeeper's Chief) counts a Set copy
too (its text: you can only control 1; yugioh-wiki.net 《墓守の長》)."""

from duelist.testing.scenario import Script, Table


def test_only_one_face_up_a_set_copy_does_not_bar_a_summon():
    """Q: I control a Set Amazoness Tiger and hold another. A: I may Normal Summon the one in my
    hand face-up (the Set one is not a face-up Tiger); after the Summon, my field holds both."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Amazoness Tiger", position="set")
    table.hand(0, "Amazoness Tiger")
    duel = table.build()
    s = Script(duel)
    assert s.has("summon", "Amazoness Tiger")
    s.pick("summon", "Amazoness Tiger")
    tigers = [c for c in duel.players[0].mzone if c is not None]
    assert sorted(c.position for c in tigers) == ["attack", "set"]


def test_only_one_face_up_a_face_up_copy_bars_the_summon():
    """Q: I control a face-up Amazoness Tiger and hold another. A: no Normal Summon of it."""
    table = Table(rules="MR5", turn=3)
    table.monster(0, "Amazoness Tiger", position="defense")
    table.hand(0, "Amazoness Tiger")
    duel = table.build()
    assert not Script(duel).has("summon", "Amazoness Tiger")


def test_only_one_any_way_up_a_set_chief_still_bars_another():
    """Q: I control a Set Gravekeeper's Chief and hold another. A: "you can only control 1" counts
    the Set one: neither a Summon nor a Set of the second is offered."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Gravekeeper's Chief", position="set")
    table.hand(0, "Gravekeeper's Chief")
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Gravekeeper's Chief")
    assert not s.has("set", "Gravekeeper's Chief")
