"""Rite of Spirit ("Special Summon 1 "Gravekeeper's" monster from your GY") can be activated as
soon as a Gravekeeper's monster is in its player's GY: once Summoned Skull destroys Gravekeeper's
Spy by battle, player 1 may activate Rite of Spirit at the next chance, the end of the Battle
Step, and again at the End Step of the Battle Phase.

Player 0 has Summoned Skull; player 1 has Gravekeeper's Spy (Attack Position) and Rite of
Spirit Set (from an earlier turn), an empty GY. At the start of the Battle Phase Rite of Spirit
has no target: player 1 is not asked. Summoned Skull attacks the Spy, which is destroyed (1,300
battle damage). Player 0 ends the Battle Step: player 1 is asked, with Rite of Spirit, at the
Battle Step's end and, having passed, at the End Step; activated, it brings the Spy back.

The engine keeps a player's empty answer for the response windows (round 33w, chain.py
`_window`, `Duel._phase_cards[12 + player]`) with the sum of `_field_version` and
`_pile_version` (each only grows, so the same sum is the same two): the Spy's leaving the
field and reaching the GY moves each by one. Read as their difference instead, the sum kept
before the battle (no card ever in a pile: 0) would be found again, and player 1 passed by
(as the first player asked at the Battle Step's end, as the second at the End Step, where
player 0 has nothing to activate). Round 33q: mutation testing of round 33w's lines."""

from duelist.testing.scenario import Script, Table


def _prompt_and_activations(request):
    return request.prompt, [o.name for o in request.options if o.kind == "activate"]


def test_rite_of_spirit_is_offered_once_gravekeepers_spy_is_destroyed_by_battle():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Gravekeeper's Spy")
    table.spell_trap(1, "Rite of Spirit")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    # the Battle Step's start: Rite of Spirit has no Gravekeeper's monster to bring back, and
    # nobody is asked
    s.expect("battle", player=0)
    s.pick("attack", "Summoned Skull", target="Gravekeeper's Spy")
    s.expect("battle", player=0)
    assert [c.data.name for c in duel.players[1].grave] == ["Gravekeeper's Spy"]
    assert duel.players[1].lp == 8000 - 1300
    s.pick("end_battle")
    request = s.expect("chain", player=1)
    assert _prompt_and_activations(request) == ("Battle step end: activate a card or effect?", ["Rite of Spirit"])
    s.pick("pass")
    request = s.expect("chain", player=1)
    assert _prompt_and_activations(request) == ("Battle end step: activate a card or effect?", ["Rite of Spirit"])
    s.pick("activate", "Rite of Spirit")
    s.pick("target", "Gravekeeper's Spy")
    # (player 0 has nothing to respond with) it resolves: the Spy comes back
    s.pick("option", "Attack Position", player=1)
    s.expect("idle", player=0)
    assert [c.data.name for c in duel.players[1].mzone if c is not None] == ["Gravekeeper's Spy"]
    assert duel.players[1].grave[-1].data.name == "Rite of Spirit"
