"""Stardust Dragon taken by the opponent and Tributed for its own effect (round 52p).

Stardust Dragon's second effect (in the End Phase of the turn its negation applied, it may
Special Summon itself from the GY) is an effect of the card in the GY. The Tribute sent it to
its OWNER's GY, and a card's effect activated in the GY is its owner's: so its owner, not the
player who borrowed it, may bring it back -- to the owner's own field. Sources: the card text
(yugioh-wiki.net 《スターダスト・ドラゴン》: ②, "the card Tributed to activate it"); the
parallel TCG ruling for Shooting Star Dragon (Yugipedia, Card Rulings: "If your opponent
controls your Shooting Star Dragon and activates its third effect, it is Special Summoned to
your side of the field in the End Phase"); the rest is our reading."""

from duelist.testing.reads import grave, lp, monsters
from duelist.testing.scenario import Script, Table


def test_a_borrowed_stardust_dragon_comes_back_to_its_owners_field():
    """Q: I take my opponent's Stardust Dragon with Change of Heart and attack directly; they
    activate Mirror Force and I Tribute Stardust Dragon to negate it. In the End Phase, may the
    Dragon come back, and to whose field? A: it lies in my opponent's GY; my opponent may
    Special Summon it, to their own field."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    dragon = table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", dragon)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    s.pick("attack", dragon, target="player")
    s.pick("activate", "Mirror Force", player=1)
    s.pick("activate", "Stardust Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Stardust Dragon", "Mirror Force"] and lp(duel) == (8000, 8000)
    s.pick("end_battle")
    s.pick("end_turn")
    request = s.expect(player=1)          # the End Phase: its owner is asked
    assert request.kind in ("yes_no", "chain")
    s.answer([o for o in request.options if o.kind in ("yes", "activate")][0])
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert dragon.card(duel).location == "mzone" and dragon.card(duel).controller == 1
    assert "Stardust Dragon" in monsters(duel, 1)
