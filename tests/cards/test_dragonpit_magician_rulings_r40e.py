"""Dragonpit Magician's rulings as players ask them (the MR5 preset: the Pendulum Zones are the
end Spell & Trap Zones).

Seed 000 §當作魔法卡的靈擺怪獸 ("在靈擺區域發動的靈擺怪獸視為魔法卡") and §卡片種類 (靈擺怪獸從場上送去墓地的
場合，不會送去墓地而是表側表示加入自己的額外卡組). Sources: the card's rulings (yugipedia "Card
Rulings:Dragonpit Magician", yugioh-wiki.net 《竜穴の魔術師》): its Pendulum Effect destroys any
Spell/Trap on the field, a Pendulum scale included (a Spell Card); the scale it destroys goes
face-up to its owner's Extra Deck; the discarded Pendulum Monster (a cost, from the hand) goes
to the GY; "1 Spell/Trap on the field" is either player's."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_dragonpit_magician_destroys_the_opponents_pendulum_scale_which_goes_to_the_extra_deck():
    """Q: my opponent has Flash Knight in a Pendulum Zone. May my Dragonpit Magician's Pendulum
    Effect destroy it, and where does it go? A: yes, a scale is a Spell Card; destroyed, Flash
    Knight goes face-up to my opponent's Extra Deck, not the GY; my discarded Mandragon goes
    to my GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon")
    knight = table.pendulum(1, "Flash Knight", "left")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    if duel.request.kind == "select":
        s.pick("select", "Mandragon")
    s.pick("target", knight)
    while duel.request.kind == "chain":
        s.pick("pass")
    card = knight.card(duel)
    assert card.location == "extra" and card.face_up
    assert grave(duel, 1) == [] and grave(duel, 0) == ["Mandragon"]


def test_dragonpit_magician_may_destroy_a_set_card_of_its_own_player():
    """Q: may it target my own Set card? A: yes: "1 Spell/Trap on the field", either side."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon")
    mine = table.spell_trap(0, "Mirror Force", zone=2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    if duel.request.kind == "select":
        s.pick("select", "Mandragon")
    s.pick("target", mine)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Mandragon", "Mirror Force"]
