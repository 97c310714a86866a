"""Woodland Sprite (6979239), Level 3 EARTH Plant, 900 / 400: an Ignition effect whose cost sends 1
Equip Spell equipped to it to the GY; the opponent takes 500 damage. No limit a turn.

Sources, in our words: the card's texts (LOD-061, 2003: "send 1 Equip Spell Card equipped to this
card to the Graveyard to inflict 500 points of damage"; today's TCG text the same as a cost, "you
can send ...; inflict 500 damage": no ERAS entry; the OCG text says any Equip Card); yugioh-wiki.net
《リーフ・フェアリー》 FAQ: Archfiend of Gilfer sent to the GY by this cost misses the timing of its
"when" effect, because the 500 damage happens after it (the card known for that ruling); the TCG
rule of its time that a monster equipped as an Equip Card is treated as an Equip Spell Card
(ycm.fandom.com "Equip Cards"), so Gilfer may be sent; an Equip Trap may not (our reading of "Equip
Spell"); Premature Burial's text (its monster is destroyed when it is *destroyed*: sent to the GY as
a cost, it destroys nothing); the cost uses the Equip Spells its controller controls (our reading:
a cost is paid with one's own cards)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

WS = "Woodland Sprite"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_woodland_sprite_sends_equips_for_500_each():
    """Q: my Woodland Sprite holds Axe of Despair and Black Pendant; I use its effect twice in the
    same Main Phase. A: each use sends one (my pick) and deals 500; Black Pendant, sent from the
    field, deals its own mandatory 500 after the second chain (it does not miss the timing): my
    opponent is at 6500; Sprite is back at 900 ATK; with no Equip Spell left the effect is not
    offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    sprite = table.monster(0, WS)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=sprite)
    table.spell_trap(0, "Black Pendant", face_down=False, equipped_to=sprite)
    duel = table.build()
    s = Script(duel)
    assert duel.atk(sprite.card(duel)) == 900 + 1000 + 500
    s.pick("activate", WS)
    s.pick("select", "Axe of Despair", request="select")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 7500) and grave(duel, 0) == ["Axe of Despair"]
    s.pick("activate", WS)
    s.pick("select", "Black Pendant", request="select")
    _pass_all(duel, s)
    assert grave(duel, 0)[:2] == ["Axe of Despair", "Black Pendant"]
    assert duel.atk(sprite.card(duel)) == 900
    assert not s.has("activate", WS)
    assert lp(duel) == (8000, 6500)


def test_woodland_sprite_needs_an_equip_spell_of_mine():
    """Q: my Woodland Sprite holds nothing (1); holds my Metalmorph, an Equip Trap (2); holds my
    opponent's Axe of Despair (3). A: none of them pays the cost: the effect is not offered."""
    for equip, owner in ((None, 0), ("Metalmorph", 0), ("Axe of Despair", 1)):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        sprite = table.monster(0, WS)
        if equip is not None:
            table.spell_trap(owner, equip, face_down=False, equipped_to=sprite)
        duel = table.build()
        assert not Script(duel).has("activate", WS), equip


def test_woodland_sprite_sends_premature_burial_and_stays():
    """Q: I revived Woodland Sprite with Premature Burial, then send Premature Burial with its
    effect. A: Premature Burial was sent, not destroyed: Sprite stays on the field; 500 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, WS)
    table.hand(0, "Premature Burial")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", WS)
    _pass_all(duel, s)
    assert lp(duel) == (7200, 8000)
    s.pick("activate", WS)
    s.pick("select", "Premature Burial", request="select")
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == [WS]
    assert grave(duel, 0) == ["Premature Burial"]
    assert lp(duel) == (7200, 7500)


def test_woodland_sprite_gilfer_misses_the_timing():
    """Q: my Archfiend of Gilfer hangs on my Woodland Sprite as an Equip Card (-500 ATK); I send it
    with Sprite's effect. A: 500 damage; Gilfer reached the GY as a cost, and the damage came after
    it, so its "when ... sent to the GY" effect misses the timing: it stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    sprite = table.monster(0, WS)
    table.spell_trap(0, "Archfiend of Gilfer", face_down=False, equipped_to=sprite)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(sprite.card(duel)) == 400
    s.pick("activate", WS)
    s.pick("select", "Archfiend of Gilfer", request="select")
    _pass_all(duel, s)
    assert lp(duel) == (8000, 7500)
    assert grave(duel, 0) == ["Archfiend of Gilfer"]
    assert duel.request.kind == "idle" and duel.atk(sprite.card(duel)) == 900
