"""Lord of D. stops only the activation of an effect that targets a Dragon: an effect already
activated on a Dragon is not stopped when Lord of D. comes face-up on the field in the same
chain.

Source: yugioh-wiki.net 《ロード・オブ・ドラゴン−ドラゴンの支配者−》 (in our words: while it is on the
field, an effect that targets a Dragon cannot be activated, but an effect already activated is
not negated; brought out in a chain, by Call of the Haunted for example, it does not negate a
targeting effect as that effect resolves). The same reading in the Metagame.com article on Lord of
D. (kperovic.com mirror, 2005): Lord of D. prevents Dragons "from being targeted". The default
preset (MR5). This test fails on main (h40c request R3)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_change_of_heart_still_takes_the_dragon_when_lord_of_d_is_revived_in_answer():
    """Q: I activate Change of Heart on my opponent's Blue-Eyes White Dragon; they chain Call of
    the Haunted and revive Lord of D.: A: Change of Heart was activated when Blue-Eyes could be
    targeted; Lord of D. does not undo it: I take Blue-Eyes."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    table.monster(1, "Blue-Eyes White Dragon")
    table.grave(1, "Lord of D.")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Blue-Eyes White Dragon")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Lord of D.", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Lord of D."]
    assert field_monsters(duel, 0) == ["Blue-Eyes White Dragon"]
