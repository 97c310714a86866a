"""Amazoness Spellcaster (81325903): a judge's second look (round 56u) at what a switch needs.

Sources: yugipedia / Yu-Gi-Oh! wiki "Card Rulings:Dramatic Rescue" (previously official OCG
ruling: Dramatic Rescue chained to Amazoness Spellcaster returns the Amazoness to the hand and
Amazoness Spellcaster's effect disappears -- when one of its two targets is gone, nothing is
switched, the opponent's monster keeps its ATK). Dramatic Rescue has no script here; a face-down
monster is no longer a face-up "Amazoness" monster (it has no name: seed 000 §怪獸的表示形式), so
Book of Moon on the player's own target is the same case. The switch is of original ATK until
the end of the turn (yugioh-wiki.net 《アマゾネスの呪詛師》)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SPELL = "Amazoness Spellcaster"
PALADIN = "Amazoness Paladin"


def _settle(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_amazoness_spellcaster_own_target_flipped_face_down_nothing_switched():
    """Q: I activate Amazoness Spellcaster on my Amazoness Paladin and my opponent's Summoned
    Skull; my opponent chains Book of Moon on my Paladin. A: my target is no longer a face-up
    Amazoness monster: nothing is switched (as with Dramatic Rescue chained to it): the Skull
    keeps 2500, my Paladin is Set; both cards in their GYs."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
        paladin = table.monster(0, PALADIN)
        skull = table.monster(1, "Summoned Skull")
        table.hand(0, SPELL)
        table.spell_trap(1, "Book of Moon")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", SPELL, player=0, request="idle")
        s.pick("target", paladin, player=0, request="target")
        s.pick("target", skull, player=0, request="target")
        s.pick("activate", "Book of Moon", player=1, request="chain")
        s.pick("target", paladin, player=1, request="target")
        _settle(duel, s)
        assert paladin.card(duel).position == "set", rules
        assert duel.atk(skull.card(duel)) == 2500, rules
        assert grave(duel, 0) == [SPELL] and grave(duel, 1) == ["Book of Moon"], rules
        # the Skull's original ATK is still its printed 2500: nothing was switched
        assert duel.original_stat(skull.card(duel), 0) == 2500, rules
