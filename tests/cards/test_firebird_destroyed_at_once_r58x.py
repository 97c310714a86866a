"""Firebird (87473172): a judge's review (round 58x) of several Winged Beasts destroyed at once.

Sources, in our words: the card's text (each time a face-up Winged Beast you control is destroyed and
sent to the GY, this card gains 500 ATK; FET-EN032 and today's the same). No ruling found (yugioh-wiki.net
《火炎鳥》 has no FAQ on it, nor goatformat.com) for two or more destroyed at the same time. Our reading,
as round 58h scripted it: a trigger effect answers one happening, and monsters destroyed by one effect
are destroyed at once, so one trigger, one gain of 500 (as Pandemonium's 2005-era ruling: Archfiends
destroyed at once by Raigeki give one search, the Dark Crisis-era rulings lists). A doubtful point left as this reading."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

FB = "Firebird"


def test_firebird_two_winged_beasts_destroyed_by_mirror_force_one_gain():
    """Q: my Harpie Lady attacks directly; my opponent's Mirror Force destroys my Harpie Lady and my
    Blue-Winged Crown (both Winged Beasts in Attack Position) at once; Firebird is in Defense Position.
    A (our reading): one trigger of Firebird, +500: its ATK is 1500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    fb = table.monster(0, FB, position="defense")
    table.monster(0, "Harpie Lady")
    table.monster(0, "Blue-Winged Crown")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Harpie Lady", request="battle")
    for _ in range(20):
        r = duel.request
        if r is None or r.kind != "chain":
            break
        if r.player == 1 and s.has("activate", "Mirror Force"):
            s.pick("activate", "Mirror Force", player=1)
        else:
            s.pick("pass", player=r.player)
    assert sorted(grave(duel, 0)) == ["Blue-Winged Crown", "Harpie Lady"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Mirror Force", FB]
    assert duel.atk(fb.card(duel)) == 1500
