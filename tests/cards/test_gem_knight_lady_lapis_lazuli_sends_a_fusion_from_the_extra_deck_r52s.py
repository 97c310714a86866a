"""Gem-Knight Lady Lapis Lazuli sends a Gem-Knight Fusion Monster from the Extra Deck to the GY
(round 52s).

The card's text (in short): send 1 "Gem-Knight" monster from the Deck or Extra Deck to the GY
(its cost), then burn 500 for each Special Summoned monster on the field. A Fusion Monster so
sent was never properly summoned: seed 000 §具有蘇生限制的怪獸的特殊召喚 (a monster with a revive
limit that was never Special Summoned by its own proper way cannot be Special Summoned by another
card's effect; a properly summoned one that went back to the hand or Deck -- the Extra Deck
too -- no longer counts). Gem-Knight Ruby must first be Fusion Summoned besides (yugioh-wiki.net
《ジェムナイト・ルビーズ》). Monster Reborn and Call of the Haunted therefore cannot take it from the
GY; a Ruby that was Fusion Summoned and then destroyed may be revived.
"""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LAPIS = "Gem-Knight Lady Lapis Lazuli"
RUBY = "Gem-Knight Ruby"


def _send_ruby(duel, s):
    s.pick("activate", LAPIS)
    s.pick("select", RUBY, request="select")
    while duel.request.kind == "chain":
        s.pick("pass")


def test_a_ruby_sent_from_the_extra_deck_cannot_be_revived():
    """Q: Lapis Lazuli (Fusion Summoned) sends Gem-Knight Ruby from my Extra Deck as its cost.
    May I then revive Ruby with Monster Reborn? A: no: that Ruby was never Fusion Summoned, so
    no card effect may Special Summon it from the GY; with no other monster in any GY, Monster
    Reborn cannot even be activated. The burn is 500 (Lapis is the one Special Summoned
    monster)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, LAPIS, summon_kind="fusion")
    table.extra(0, RUBY)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    _send_ruby(duel, s)
    assert grave(duel, 0) == [RUBY] and duel.players[0].extra == []
    assert lp(duel) == (8000, 7500)
    ruby = duel.players[0].grave[0]
    assert not duel.properly_summoned(ruby) and not duel.can_special_summon(ruby, 0)
    assert not s.has("activate", "Monster Reborn")


def test_only_the_ruby_that_was_fusion_summoned_is_a_target():
    """Q: my GY already holds a Gem-Knight Ruby that was Fusion Summoned and destroyed; Lapis
    Lazuli sends a second Ruby from my Extra Deck. Monster Reborn and Call of the Haunted: which
    Ruby may they target? A: only the one that was Fusion Summoned: Call of the Haunted revives
    it, and then Monster Reborn has no target left (the other Ruby stays in the GY)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, LAPIS, summon_kind="fusion")
    fused = table.grave(0, RUBY)
    table.properly_summoned(fused)
    sent = table.extra(0, RUBY)
    table.hand(0, "Monster Reborn")
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    _send_ruby(duel, s)
    assert sent.card(duel).location == "grave" and grave(duel, 0) == [RUBY, RUBY]
    s.pick("activate", "Call of the Haunted")
    assert [o.card for o in duel.request.options if o.kind == "target"] == [fused.uid(duel)]
    s.pick("target", fused)
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert fused.card(duel).location == "mzone" and sent.card(duel).location == "grave"
    assert sorted(field_monsters(duel, 0)) == [LAPIS, RUBY]
    assert not s.has("activate", "Monster Reborn")      # the Ruby left in the GY is no target
